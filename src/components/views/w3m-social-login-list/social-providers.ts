import type { SocialProvider } from '../../../stores/options';
import type { OAuthProvider } from '../../../appkit/social-login';

/** The OAuth providers the secure site signs in with (Farcaster, also a default social, has its own flow). */
const OAUTH: ReadonlySet<string> = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** How many providers Connect shows before the rest go behind ConnectSocials. */
export const SHOWN_ON_CONNECT = 4;

/** The configured socials (SPEC §9 order or the host's `features.socials`) that this flow offers. */
export function oauthProviders(socials: false | readonly SocialProvider[]): OAuthProvider[] {
  return socials === false ? [] : (socials.filter((name) => OAUTH.has(name)) as OAuthProvider[]);
}

/** Connect's split: the first large, the next ones as tiles, the rest behind "more" (ConnectSocials). */
export function splitForConnect(providers: readonly OAuthProvider[]): {
  first: OAuthProvider | undefined;
  tiles: OAuthProvider[];
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
