import { map } from 'nanostores';
import type { WalletListing } from './connector-types';

/** Wallets per page of the registry list (SPEC §9: pages of 40). */
export const WALLET_PAGE_SIZE = 40;

/** At most this many search results (SPEC §9: search of 100 entries). */
export const WALLET_SEARCH_LIMIT = 100;

/** Recommended wallets on the connect view (SPEC §9: 4). */
export const RECOMMENDED_WALLET_COUNT = 4;

/** One wallet of the registry: where to get it and how to open it. */
export interface RegistryEntry extends WalletListing {
  /** Image id in the remote registry, when it came from one. */
  imageId?: string | null;
  /** Universal (https) link that opens the mobile app. */
  universalLink?: string | null;
  appStore?: string | null;
  playStore?: string | null;
  chromeStore?: string | null;
  /** Whether the entry came from the host's customWallets. */
  custom?: boolean;
}

/** A registry entry as the views show it: with whether it is installed, and the connector to use. */
export interface RegistryWallet extends RegistryEntry {
  installed: boolean;
  /** The connector that reaches this wallet in this browser (set when installed). */
  connectorId?: string;
}

/** Where the list came from: the bundled list, or the host's remote registry. */
export type WalletRegistrySource = 'bundled' | 'remote';

/** State of the wallet list shown by the connect and all-wallets views. */
export interface WalletRegistryState {
  /** Entries loaded so far, installed first (page × 40 for the bundled list). */
  listings: RegistryWallet[];
  /** How many entries the full list has (for the all-wallets count and the scroll height). */
  count: number;
  /** Pages loaded so far (0 before the first load). */
  page: number;
  /** The current search text ('' when not searching). */
  search: string;
  /** Results of the current search (at most 100), installed first. */
  results: RegistryWallet[];
  /** The host's featuredWalletIds, in their order. */
  featured: RegistryWallet[];
  /** A few wallets to suggest on the connect view. */
  recommended: RegistryWallet[];
  loading: boolean;
  /** Why the remote registry could not be used (the bundled list is shown instead). */
  error: string | undefined;
  source: WalletRegistrySource | undefined;
}

/** The initial (empty, not loaded) registry state. */
export function initialWalletRegistryState(): WalletRegistryState {
  return {
    listings: [],
    count: 0,
    page: 0,
    search: '',
    results: [],
    featured: [],
    recommended: [],
    loading: false,
    error: undefined,
    source: undefined,
  };
}

/** The wallet list the views show; written by the actions in appkit/wallet-registry. */
export const $walletRegistry = map<WalletRegistryState>(initialWalletRegistryState());

/** Merges a patch into the registry state. */
export function patchWalletRegistry(patch: Partial<WalletRegistryState>): void {
  $walletRegistry.set({ ...$walletRegistry.get(), ...patch });
}

/** Forgets everything loaded (for tests and a new createAppKit). */
export function resetWalletRegistry(): void {
  $walletRegistry.set(initialWalletRegistryState());
}
