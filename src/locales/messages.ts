import type { en } from './en';
import type { chainErrors } from './en/chain-errors';
import type { email } from './en/email';
import type { onramp } from './en/onramp';
import type { pay } from './en/pay';
import type { secureErrors } from './en/secure-errors';
import type { social } from './en/social';
import type { solanaText } from './en/solana';
import type { swap } from './en/swap';
import type { notices } from './en/notices';
import type { system } from './en/system';
import type { walletRequest } from './en/wallet-request';
import type { walletconnect } from './en/walletconnect';

/** Marks an English string that must not be translated (a URL, an icon name, a developer-facing error). */
export type Untranslated = string & { readonly untranslated: true };

/** Returns `value` marked as not translated: locales leave it out and English shows everywhere. */
export function untranslated<T extends string>(value: T): T & Untranslated {
  return value as T & Untranslated;
}

/** Every English area, at the path a locale's catalogue keeps it. */
export type Catalogue = typeof en & {
  email: typeof email;
  onramp: typeof onramp;
  solana: typeof solanaText;
  swap: typeof swap;
  walletconnect: typeof walletconnect;
  pay: typeof pay;
  social: typeof social;
  walletRequest: typeof walletRequest;
  system: typeof system;
  notices: typeof notices;
  chainErrors: typeof chainErrors;
  secureErrors: typeof secureErrors;
};

/**
 * What a locale translates for one English entry: an ICU string for a string or message; nothing
 * for code (plain functions) or untranslated entries; the same shape for objects and lists.
 */
type Translation<T> = T extends { readonly withSource: unknown }
  ? string
  : T extends Untranslated
    ? never
    : T extends string
      ? string
      : T extends (...args: never[]) => unknown
        ? never
        : T extends readonly unknown[]
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : { readonly [K in keyof T as Translation<T[K]> extends never ? never : K]: Translation<T[K]> };

/**
 * A locale's catalogue. Derived from the English one, so a locale that misses a key, or has a key
 * English does not, fails `tsc` (locale files declare `const messages: Messages = {…}`).
 */
export type Messages = Translation<Catalogue>;

/** The areas a locale's first chunk holds: what the entry elements and the first views show. */
export type CoreArea =
  | 'connectButton'
  | 'networkButton'
  | 'modal'
  | 'router'
  | 'alertBar'
  | 'viewTitles'
  | 'connect'
  | 'account'
  | 'networks'
  | 'primitives'
  | 'alerts';

/** A locale's first chunk (kept under 4 kB gzipped). */
export type CoreMessages = Pick<Messages, CoreArea>;

/** The areas a locale's third chunk holds: flows added after the first split (pay, social login, wallet requests). */
export type ExtraArea =
  'pay' | 'social' | 'walletRequest' | 'system' | 'notices' | 'chainErrors' | 'secureErrors';

/** A locale's second chunk: money, activity and the flows (sign-in, email, swap, onramp, wallets). */
export type FlowMessages = Omit<Messages, CoreArea | ExtraArea>;

/** A locale's third chunk: Pay, social login, WalletRequest, wallet errors and the snackbar fallbacks (each chunk stays under 4 kB gzipped). */
export type ExtraMessages = Pick<Messages, ExtraArea>;
