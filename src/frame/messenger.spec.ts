import { FrameAbortError, FrameRequestError, FrameTimeoutError } from './errors';
import { FrameMessenger } from './messenger';
import { TestFrameWindow, TestHub } from './test-hub';

const SECURE = 'http://127.0.0.1:8787';

function setup(overrides: { randomId?: () => string } = {}) {
  const hub = new TestHub();
  const frame = new TestFrameWindow();
  const alerts: string[] = [];
  const sessions: boolean[] = [];
  const messenger = new FrameMessenger({
    secureSiteUrl: `${SECURE}/some/path?x=1`,
    frameWindow: () => frame,
    hub,
    onAlert: (key) => alerts.push(key),
    onSessionUpdate: ({ isConnected }) => sessions.push(isConnected),
    ...overrides,
  });
  messenger.start();
  const fromFrame = (data: unknown) => hub.deliver(data, SECURE, frame);
  const ready = async () => {
    fromFrame({ type: '@w3m-frame/READY' });
    jest.advanceTimersByTime(500);
    await Promise.resolve();
  };
  return { hub, frame, alerts, sessions, messenger, fromFrame, ready };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FrameMessenger (SPEC §4 iframe states)', () => {
  it('waits for READY and then 500 ms before posting the first request', async () => {
    const { frame, messenger, fromFrame } = setup();
    const answer = messenger.request('IS_CONNECTED');
    expect(frame.posted).toHaveLength(0);
    fromFrame({ type: '@w3m-frame/READY' });
    jest.advanceTimersByTime(499);
    expect(frame.posted).toHaveLength(0);
    expect(messenger.isReady).toBe(false);
    jest.advanceTimersByTime(1);
    expect(messenger.isReady).toBe(true);
    expect(frame.posted).toHaveLength(1);
    expect(frame.last.type).toBe('@w3m-app/IS_CONNECTED');
    fromFrame({ id: frame.last.id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    await expect(answer).resolves.toEqual({ isConnected: true });
  });

  it('posts only to the secure site origin, never "*"', async () => {
    const { frame, messenger, ready } = setup();
    await ready();
    void messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    expect(frame.posted[0]?.targetOrigin).toBe(SECURE);
    expect(frame.last).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      type: '@w3m-app/CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    });
  });

  it('gives every request its own random id', async () => {
    const { frame, messenger, ready } = setup();
    await ready();
    for (let i = 0; i < 50; i += 1) void messenger.request('GET_CHAIN_ID');
    expect(new Set(frame.posted.map(({ message }) => message.id)).size).toBe(50);
  });

  it('draws again when the random id is already pending', async () => {
    const ids = ['same', 'same', 'other'];
    const { frame, messenger, ready } = setup({ randomId: () => ids.shift() ?? 'x' });
    await ready();
    void messenger.request('GET_CHAIN_ID');
    void messenger.request('GET_CHAIN_ID');
    expect(frame.posted.map(({ message }) => message.id)).toEqual(['same', 'other']);
  });

  it("rejects on the matching error, with 'An error occurred' when it has no message", async () => {
    const { frame, messenger, ready, fromFrame } = setup();
    await ready();
    const withText = messenger.request('CONNECT_OTP', { otp: '123456' });
    fromFrame({
      id: frame.last.id,
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    });
    await expect(withText).rejects.toEqual(new FrameRequestError('Invalid code'));
    const bare = messenger.request('SIGN_OUT');
    fromFrame({ id: frame.last.id, type: '@w3m-frame/SIGN_OUT_ERROR' });
    await expect(bare).rejects.toThrow('An error occurred');
    const rpc = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x00'] });
    fromFrame({
      id: frame.last.id,
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'No', code: 4001 },
    });
    await expect(rpc).rejects.toMatchObject({ message: 'No', code: 4001 });
  });

  it('ignores messages from another origin, another window, or with a bad shape', async () => {
    const { hub, frame, messenger, ready, fromFrame } = setup();
    await ready();
    let settled = false;
    const answer = messenger.request('GET_CHAIN_ID').finally(() => (settled = true));
    const { id } = frame.last;
    const good = { id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } };
    hub.deliver(good, 'http://localhost:8787', frame);
    hub.deliver(good, 'http://evil.example', frame);
    hub.deliver(good, SECURE, new TestFrameWindow());
    hub.deliver(good, SECURE, null);
    fromFrame({ ...good, type: '@w3m-frame/GET_USER_SUCCESS' });
    fromFrame({ ...good, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    fromFrame({ ...good, payload: { chainId: 'not a chain' } });
    fromFrame({ ...good, id: 'someone-else' });
    fromFrame({ ...good, extra: true });
    fromFrame({ ...good, payload: { chainId: 1, extra: 1 } });
    fromFrame('{"id":"x"}');
    fromFrame(null);
    fromFrame({ ...good, payload: { chainId: 1 }, id: 'a'.repeat(65) });
    fromFrame({ ...good, type: '@w3m-app/GET_CHAIN_ID' });
    await Promise.resolve();
    expect(settled).toBe(false);
    fromFrame(good);
    await expect(answer).resolves.toEqual({ chainId: 1 });
  });

  it('drops oversized and unserialisable messages', async () => {
    const { frame, messenger, ready, fromFrame } = setup();
    await ready();
    let settled = false;
    const answer = messenger.request('RPC_REQUEST', { method: 'eth_call' }).finally(() => (settled = true));
    const { id } = frame.last;
    fromFrame({ id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: 'x'.repeat(200_000) });
    const cyclic: Record<string, unknown> = { id, type: '@w3m-frame/RPC_REQUEST_SUCCESS' };
    cyclic.payload = cyclic;
    fromFrame(cyclic);
    await Promise.resolve();
    expect(settled).toBe(false);
    fromFrame({ id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xabc' });
    await expect(answer).resolves.toBe('0xabc');
  });

  it('ignores a replayed answer once the request settled', async () => {
    const { frame, messenger, ready, fromFrame } = setup();
    await ready();
    const first = messenger.request('GET_CHAIN_ID');
    const { id } = frame.last;
    fromFrame({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    await expect(first).resolves.toEqual({ chainId: 1 });
    expect(() =>
      fromFrame({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 2 } }),
    ).not.toThrow();
  });

  it('reports session updates and ignores a second READY', async () => {
    const { frame, messenger, ready, fromFrame, sessions } = setup();
    await ready();
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { isConnected: false } });
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'leak' } });
    expect(sessions).toEqual([false]);
    fromFrame({ type: '@w3m-frame/READY' });
    void messenger.request('GET_CHAIN_ID');
    expect(frame.posted).toHaveLength(1);
  });
});

describe('FrameMessenger timeouts (SPEC §8)', () => {
  it("fails with 'iframe_load_failed' when READY does not come within 20 s, aborting queued requests", async () => {
    const { frame, messenger, alerts } = setup();
    const queued = messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    const readiness = messenger.whenReady();
    jest.advanceTimersByTime(19_999);
    expect(alerts).toEqual([]);
    jest.advanceTimersByTime(1);
    await expect(queued).rejects.toEqual(new FrameTimeoutError('iframe_load_failed'));
    await expect(readiness).rejects.toMatchObject({
      message: 'iframe_load_failed',
      alert: 'IFRAME_LOAD_FAILED',
    });
    expect(alerts).toEqual(['IFRAME_LOAD_FAILED']);
    await expect(messenger.request('GET_USER')).rejects.toThrow('iframe_load_failed');
    expect(frame.posted).toHaveLength(0);
  });

  it('does not time out the load once READY arrived', async () => {
    const { messenger, ready, alerts } = setup();
    await ready();
    jest.advanceTimersByTime(60_000);
    expect(alerts).toEqual([]);
    await expect(messenger.whenReady()).resolves.toBeUndefined();
  });

  it.each([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
  ] as const)("times %s out after 30 s with 'iframe_request_timeout'", async (action) => {
    const { frame, messenger, ready, alerts, fromFrame } = setup();
    await ready();
    const payloads = {
      CONNECT_EMAIL: { email: 'ada@example.com' },
      CONNECT_DEVICE: undefined,
      CONNECT_OTP: { otp: '123456' },
      CONNECT_SOCIAL: { uri: 'http://127.0.0.1:8787/cb?code=1' },
      GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
    } as const;
    const answer = messenger.request(action, payloads[action] as never);
    const { id } = frame.last;
    jest.advanceTimersByTime(29_999);
    expect(alerts).toEqual([]);
    jest.advanceTimersByTime(1);
    await expect(answer).rejects.toEqual(new FrameTimeoutError('iframe_request_timeout'));
    expect(alerts).toEqual(['IFRAME_REQUEST_TIMEOUT']);
    // A late answer is ignored.
    expect(() => fromFrame({ id, type: `@w3m-frame/${action}_ERROR` })).not.toThrow();
  });

  it('never times out other requests such as a signature waiting for approval', async () => {
    const { frame, messenger, ready, alerts, fromFrame } = setup();
    await ready();
    const answer = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x00'] });
    jest.advanceTimersByTime(10 * 60_000);
    expect(alerts).toEqual([]);
    fromFrame({ id: frame.last.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x1234' });
    await expect(answer).resolves.toBe('0x1234');
  });

  it("aborts pending requests on destroy: 'Request was aborted' for RPC, 'Something went wrong' otherwise", async () => {
    const { hub, messenger, ready } = setup();
    await ready();
    const rpc = messenger.request('RPC_REQUEST', { method: 'eth_blockNumber' });
    const user = messenger.request('GET_USER');
    messenger.destroy();
    await expect(rpc).rejects.toEqual(new FrameAbortError(true));
    await expect(rpc).rejects.toThrow('Request was aborted');
    await expect(user).rejects.toThrow('Something went wrong');
    expect(hub.size).toBe(0);
  });

  it("rejects with 'W3mFrame: iframe is not set' once the iframe is gone; refuses a non-http URL", async () => {
    const hub = new TestHub();
    const frame = new TestFrameWindow();
    let current: TestFrameWindow | undefined = frame;
    const messenger = new FrameMessenger({ secureSiteUrl: SECURE, frameWindow: () => current, hub });
    messenger.start();
    hub.deliver({ type: '@w3m-frame/READY' }, SECURE, frame);
    jest.advanceTimersByTime(500);
    current = undefined;
    await expect(messenger.request('GET_USER')).rejects.toThrow('W3mFrame: iframe is not set');
    expect(
      () => new FrameMessenger({ secureSiteUrl: 'javascript:alert(1)', frameWindow: () => undefined, hub }),
    ).toThrow('secureSiteUrl must be http(s)');
  });
});
