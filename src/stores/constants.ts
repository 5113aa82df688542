/** Business constants of SPEC §9 that the stores use. */

/** Delay between closing one snackbar message and showing the next (SPEC §4, §9). */
export const SNACKBAR_SWAP_DELAY_MS = 150;

/**
 * How long an auto-closing snackbar stays up. SPEC leaves it open; 2.5 s is long enough to read
 * a short sentence and short enough not to cover the next action.
 */
export const SNACKBAR_AUTO_HIDE_MS = 2500;

/** Email login cooldown (SPEC §5, §9: 30 s). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * 1000;

/** Balance retry gap after a failed fetch (SPEC §8, §9: 30 s). */
export const BALANCE_RETRY_GAP_MS = 30 * 1000;

/** Farcaster reload delay after leaving its view (SPEC §2, §9: 100 ms). */
export const FARCASTER_RELOAD_DELAY_MS = 100;

/** Image preload timeout (SPEC §9: 2 s). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;

/** Default debounce (SPEC §9: 500 ms). */
export const DEFAULT_DEBOUNCE_MS = 500;

/** Delay before the 'not allowed' message appears (SPEC §4, §9: 300 ms). */
export const NOT_ALLOWED_TOAST_DELAY_MS = 300;

/** Cache lifetimes (SPEC §9: portfolio and native balance 30 s; ens and identity 5 min). */
export const CACHE_LIFETIME_MS = {
  balance: 30 * 1000,
  nativeBalance: 30 * 1000,
  ens: 5 * 60 * 1000,
  identity: 5 * 60 * 1000,
} as const;

/** At most this many recent wallets are kept (SPEC §9). */
export const MAX_RECENT_WALLETS = 2;

/** Default social providers, in display order (SPEC §9). */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const;

/** Default order of the wallet feature buttons (SPEC §9). */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

/** Default connect-method order when no installed wallet is shown (SPEC §2). */
export const DEFAULT_CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const;

/** Connect-method order when an installed injected or announced wallet is shown (SPEC §2). */
export const INSTALLED_WALLET_CONNECT_METHODS_ORDER = ['wallet', 'email', 'social'] as const;

/** Default order of connector sections (SPEC §2). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

/** SDK version reported as dapp data (SPEC §9: React binding SDK version 1.7.4). */
export const SDK_VERSION = '1.7.4';

/** Storage key prefix for everything this widget persists. */
export const STORAGE_PREFIX = '@w3m/';
