import { icu } from '../icu';
import { localized } from '../localize';
import { untranslated } from '../messages';

/** Brand names of the social providers: the same in every language. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
};

/** Strings of social login (Connect's social buttons, ConnectSocials, ConnectingSocial, Account). */
export const social = localized(['social'], {
  /** The display name of a provider id (the id itself when unknown). */
  providerName: (provider: string): string => PROVIDER_NAMES[provider] ?? provider,
  continueWith: icu<[name: string]>('Continue with {name}', 'name'),
  more: 'More sign-in options',
  listLabel: 'Sign in with a social account',
  connecting: {
    title: icu<[name: string]>('Log in with {name}', 'name'),
    waiting: 'Continue in the window that opened',
    retry: 'Try again',
    checking: 'Signing you in',
  },
  errors: {
    popupBlocked: icu<[name: string]>('Allow pop-ups for this site to log in with {name}', 'name'),
    popupClosed: 'The login window was closed before you finished',
  },
  farcaster: {
    title: 'Scan this QR code with your phone',
    description: 'Or open the link in the Farcaster app to sign in',
    openApp: 'Open in the Farcaster app',
    copy: 'Copy link',
    copied: 'Link copied',
    preparing: 'Preparing the sign-in',
    qrLabel: 'QR code to sign in with Farcaster',
    needsSecureSite: untranslated('Farcaster sign-in needs a secureSiteUrl'),
  },
  account: {
    signedInWith: icu<[name: string]>('Signed in with {name}', 'name'),
  },
} as const);
