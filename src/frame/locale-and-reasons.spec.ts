import { errorMessage, parseAppMessage, parseFrameMessage } from './messages';
import { FrameMessenger } from './messenger';
import { TestFrameWindow, TestHub } from './test-hub';

// Issue 22: the frame learns the host's locale (SYNC_LOCALE, only the host's locales), and errors
// the user reads carry a stable reason the host maps to its catalogue.

const SECURE = 'http://127.0.0.1:8787';

describe('SYNC_LOCALE (issue 22)', () => {
  it.each(['en', 'de', 'ar', 'zh-TW', 'pt-BR'])('accepts %s', (locale) => {
    const message = { id: 'a1', type: '@w3m-app/SYNC_LOCALE', payload: { locale } };
    expect(parseAppMessage(message)).toEqual(message);
  });

  it.each([
    ['an unknown locale', { locale: 'xx' }],
    ['a region the host does not ship', { locale: 'de-AT' }],
    ['another case', { locale: 'DE' }],
    ['a number', { locale: 7 }],
    ['no locale', {}],
    ['an extra key', { locale: 'de', dir: 'rtl' }],
  ])('refuses %s', (_why, payload) => {
    expect(parseAppMessage({ id: 'a1', type: '@w3m-app/SYNC_LOCALE', payload })).toBeUndefined();
  });
});

describe('error reasons (issue 22)', () => {
  it('accepts a reason and its count, and refuses malformed ones', () => {
    const good = errorMessage('CONNECT_OTP', 'x', 'Invalid code: 2 tries left', undefined, {
      reason: 'wrongCode',
      count: 2,
    });
    expect(parseFrameMessage(good)).toEqual({
      id: 'x',
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code: 2 tries left', reason: 'wrongCode', count: 2 },
    });
    const bad = [
      { reason: 'wrong code' },
      { reason: 'x'.repeat(49) },
      { reason: 7 },
      { reason: 'wrongCode', count: -1 },
      { reason: 'wrongCode', count: 1.5 },
      { reason: 'wrongCode', count: '2' },
    ];
    for (const payload of bad)
      expect(parseFrameMessage({ id: 'x', type: '@w3m-frame/CONNECT_OTP_ERROR', payload })).toBeUndefined();
  });

  it("the host's describeError replaces the text of a known reason; an unknown one keeps the frame's", async () => {
    jest.useFakeTimers();
    const hub = new TestHub();
    const frame = new TestFrameWindow();
    const messenger = new FrameMessenger({
      secureSiteUrl: SECURE,
      frameWindow: () => frame,
      hub,
      describeError: (error) =>
        error.reason === 'wrongCode' ? `Falscher Code: noch ${error.count}` : undefined,
    });
    messenger.start();
    const fromFrame = (data: unknown) => hub.deliver(data, SECURE, frame);
    fromFrame({ type: '@w3m-frame/READY' });
    jest.advanceTimersByTime(500);
    await Promise.resolve();
    const first = messenger.request('CONNECT_OTP', { otp: '123456' });
    fromFrame(
      errorMessage('CONNECT_OTP', frame.last.id, 'Invalid code: 2 tries left', undefined, {
        reason: 'wrongCode',
        count: 2,
      }),
    );
    await expect(first).rejects.toMatchObject({
      message: 'Falscher Code: noch 2',
      reason: 'wrongCode',
      count: 2,
    });
    const second = messenger.request('CONNECT_OTP', { otp: '123456' });
    fromFrame(errorMessage('CONNECT_OTP', frame.last.id, 'Something new', undefined, { reason: 'brandNew' }));
    await expect(second).rejects.toMatchObject({ message: 'Something new', reason: 'brandNew' });
    jest.useRealTimers();
  });
});
