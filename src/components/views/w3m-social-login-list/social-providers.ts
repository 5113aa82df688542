import type { SocialProvider } from '../../../stores/options';
import { detectWebview, visibleSocials, type WebviewEnvironment } from '../../../stores/telegram';
import type { OAuthProvider } from '../../../appkit/social-login';

/** The providers the secure site signs in with: six over OAuth and Farcaster (its own QR flow). */
const OFFERED: ReadonlySet<string> = new Set([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]);

/** A social button: one of the OAuth providers or Farcaster. */
export type SocialButton = OAuthProvider | 'farcaster';

/** How many providers Connect shows before the rest go behind ConnectSocials. */
export const SHOWN_ON_CONNECT = 4;

/**
 * The configured socials (SPEC §9 order or the host's `features.socials`) the secure site offers,
 * less those SPEC §4 hides in Telegram's webview.
 */
export function socialButtons(
  socials: false | readonly SocialProvider[],
  webview: WebviewEnvironment = detectWebview(),
): SocialButton[] {
  if (socials === false) return [];
  return visibleSocials(socials.filter((name) => OFFERED.has(name)) as SocialButton[], webview);
}

/** Connect's split: the first large, the next ones as tiles, the rest behind "more" (ConnectSocials). */
export function splitForConnect(providers: readonly SocialButton[]): {
  first: SocialButton | undefined;
  tiles: SocialButton[];
  more: boolean;
} {
  const [first, ...rest] = providers;
  const overflow = providers.length > SHOWN_ON_CONNECT;
  return {
    first,
    tiles: rest.slice(0, overflow ? SHOWN_ON_CONNECT - 2 : SHOWN_ON_CONNECT - 1),
    more: overflow,
  };
}
