import { DEFAULT_SOCIALS } from './constants';
import { detectWebview, osOf, visibleSocials } from './telegram';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Telegram-Android/11.2.0 (Google Pixel 8; Android 14; SDK 34; HIGH)',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

const fakeWindow = (userAgent: string, extra: Record<string, unknown> = {}) =>
  ({ navigator: { userAgent }, ...extra }) as unknown as Window & typeof globalThis;

describe('Telegram webview (SPEC §4)', () => {
  test('SPEC §4: in Telegram on iOS google is hidden', () => {
    expect(visibleSocials([...DEFAULT_SOCIALS], { telegram: true, os: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  test('SPEC §4: in Telegram on Mac x is hidden', () => {
    expect(visibleSocials([...DEFAULT_SOCIALS], { telegram: true, os: 'mac' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  test('SPEC §4: in Telegram on Android facebook and x are hidden', () => {
    expect(visibleSocials([...DEFAULT_SOCIALS], { telegram: true, os: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ]);
  });

  test('outside Telegram, or on another OS, nothing is hidden; the host order is kept', () => {
    for (const os of ['ios', 'android', 'mac', 'other'] as const)
      expect(visibleSocials(['x', 'google', 'facebook'], { telegram: false, os })).toEqual([
        'x',
        'google',
        'facebook',
      ]);
    expect(visibleSocials(['x', 'google'], { telegram: true, os: 'other' })).toEqual(['x', 'google']);
  });

  test('the OS comes from the user agent; an iPhone is iOS although it says "like Mac OS X"', () => {
    expect(osOf(AGENTS.iphone)).toBe('ios');
    expect(osOf(AGENTS.android)).toBe('android');
    expect(osOf(AGENTS.mac)).toBe('mac');
    expect(osOf(AGENTS.linux)).toBe('other');
  });

  test("Telegram is recognised by its webview proxy or Android's user agent, not otherwise", () => {
    expect(detectWebview(fakeWindow(AGENTS.android))).toEqual({ telegram: true, os: 'android' });
    expect(detectWebview(fakeWindow(AGENTS.iphone, { TelegramWebviewProxy: {} }))).toEqual({
      telegram: true,
      os: 'ios',
    });
    expect(detectWebview(fakeWindow(AGENTS.mac, { TelegramWebviewProxyProto: {} })).telegram).toBe(true);
    expect(detectWebview(fakeWindow(AGENTS.iphone))).toEqual({ telegram: false, os: 'ios' });
    expect(detectWebview(fakeWindow(AGENTS.linux))).toEqual({ telegram: false, os: 'other' });
    expect(detectWebview(undefined)).toEqual({ telegram: false, os: 'other' });
  });
});
