import type { SocialProvider } from './options';

/** The operating systems SPEC §4's Telegram rules name. */
export type WebviewOs = 'ios' | 'android' | 'mac' | 'other';

/** What the Telegram rules look at: whether the page runs in Telegram's webview, and on which OS. */
export interface WebviewEnvironment {
  telegram: boolean;
  os: WebviewOs;
}

/** The OS from a user agent (iPadOS that reports a Mac counts as Mac, as Telegram reports it). */
export function osOf(userAgent: string): WebviewOs {
  const agent = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(agent)) return 'ios';
  if (agent.includes('android')) return 'android';
  if (agent.includes('macintosh') || agent.includes('mac os x')) return 'mac';
  return 'other';
}

/**
 * Whether this page runs inside Telegram's in-app webview: Telegram injects its webview proxy
 * (desktop and iOS) or names itself in the user agent (Android: "Telegram-Android").
 */
export function detectWebview(
  win: (Window & typeof globalThis) | undefined = globalThis.window,
): WebviewEnvironment {
  if (!win?.navigator) return { telegram: false, os: 'other' };
  const proxies = win as unknown as Record<string, unknown>;
  const telegram =
    proxies.TelegramWebviewProxy !== undefined ||
    proxies.TelegramWebviewProxyProto !== undefined ||
    /\bTelegram\b|Telegram-Android/i.test(win.navigator.userAgent);
  return { telegram, os: osOf(win.navigator.userAgent) };
}

/** SPEC §4: providers Telegram's webview cannot complete, per OS. */
const HIDDEN_IN_TELEGRAM: Readonly<Record<WebviewOs, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

/** SPEC §4: in Telegram's webview, hides google on iOS, x on Mac, facebook and x on Android. */
export function visibleSocials<T extends SocialProvider>(
  socials: readonly T[],
  env: WebviewEnvironment,
): T[] {
  if (!env.telegram) return [...socials];
  const hidden = HIDDEN_IN_TELEGRAM[env.os];
  return socials.filter((provider) => !hidden.includes(provider));
}
