import type { EmbeddedAccountTypes } from './embedded-account';
import { map } from 'nanostores';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/constants';
import type { CaipAddress } from '../chains/caip';
import { DEFAULT_ACCOUNT_TYPES, type AccountType, type SocialProvider } from './options';
import { clearStored, readStored } from './storage-io-first-paint';

/** Where the native balance stands: shown (or none), being read after a switch, or not readable. */
export type BalanceStatus = 'ready' | 'loading' | 'unavailable';

/** SPEC §4: account status. */
export type AccountStatus = 'connecting' | 'connected' | 'disconnected';

/** One address of a multi-address account, with its kind. */
export interface AccountEntry {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
}

/** The signed-in user of an email or social login. */
export interface AccountUser {
  email?: string;
  username?: string;
}

/** SPEC §3 wallet connection info: name, identifier, social provider. */
export interface ConnectedWalletInfo {
  name: string;
  identifier?: string;
  socialProvider?: SocialProvider;
  icon?: string;
}

/** SPEC §3 account state of one chain namespace. */
export interface AccountState {
  allAccounts: AccountEntry[];
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  status: AccountStatus;
  user: AccountUser | undefined;
  socialProvider: SocialProvider | undefined;
  smartAccountDeployed: boolean;
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** 'loading' while the balance of a newly active network is read, 'unavailable' when it cannot be. */
  balanceStatus: BalanceStatus;
  profileName: string | undefined;
  profileImage: string | undefined;
  connectedWalletInfo: ConnectedWalletInfo | undefined;
  /** Farcaster login URL while that flow runs. */
  farcasterUrl: string | undefined;
  /** A connection or account sync is in progress. */
  loading: boolean;
  /** An email or social login's account types here (set from what the secure frame reports). */
  embeddedAccountTypes?: EmbeddedAccountTypes;
}

/** Account state per namespace. */
export type AccountsState = Record<ChainNamespace, AccountState>;

function emptyAccount(): AccountState {
  return {
    allAccounts: [],
    caipAddress: undefined,
    address: undefined,
    status: 'disconnected',
    user: undefined,
    socialProvider: undefined,
    smartAccountDeployed: false,
    balance: undefined,
    balanceSymbol: undefined,
    balanceStatus: 'ready',
    profileName: undefined,
    profileImage: undefined,
    connectedWalletInfo: undefined,
    farcasterUrl: undefined,
    loading: false,
  };
}

function initialAccounts(): AccountsState {
  return Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, emptyAccount()])) as AccountsState;
}

/** Every namespace's account. */
export const $accounts = map<AccountsState>(initialAccounts());

/** SPEC §3: preferred account type per namespace (eip155 smartAccount, solana/polkadot eoa, bip122 payment). */
export const $preferredAccountTypes = map<Record<ChainNamespace, AccountType>>({ ...DEFAULT_ACCOUNT_TYPES });

/** One namespace's account. */
export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace];
}

/** Merges fields into one namespace's account. */
export function patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  $accounts.setKey(namespace, { ...getAccount(namespace), ...patch });
}

/** Sets one field of one namespace's account. */
export function setAccountProp<K extends keyof AccountState>(
  namespace: ChainNamespace,
  key: K,
  value: AccountState[K],
): void {
  patchAccount(namespace, { [key]: value } as Partial<AccountState>);
}

/** Sets one namespace's status. */
export function setAccountStatus(namespace: ChainNamespace, status: AccountStatus): void {
  setAccountProp(namespace, 'status', status);
}

/** Forgets one namespace's account (keeps its preferred account type). */
export function resetAccount(namespace: ChainNamespace): void {
  $accounts.setKey(namespace, emptyAccount());
}

/**
 * SPEC §4: restores the stored connection status on start. A stored `connected` shows
 * `connecting` until the session is re-checked; `disconnected` also drops the address caches.
 * A missing or corrupt value leaves the namespaces disconnected.
 */
export function restoreStoredStatus(namespaces: readonly ChainNamespace[]): void {
  const stored = readStored('connectionStatus');
  if (stored === undefined) return;
  if (stored === 'disconnected')
    clearStored(['balanceCache', 'nativeBalanceCache', 'ensCache', 'identityCache']);
  const status: AccountStatus = stored === 'connected' ? 'connecting' : stored;
  for (const namespace of namespaces) setAccountStatus(namespace, status);
}

/** SPEC §4: on a not-connected result from the auth connector the address is cleared and loading stops. */
export function applyNotConnected(namespace: ChainNamespace): void {
  patchAccount(namespace, { caipAddress: undefined, address: undefined, loading: false });
}

/** Loads the stored preferred account types over the defaults (host defaults first, then the user's choices). */
export function initPreferredAccountTypes(defaults: Readonly<Record<ChainNamespace, AccountType>>): void {
  $preferredAccountTypes.set({ ...defaults, ...readStored('preferredAccountTypes') });
}

/** The preferred account type of a namespace. */
export function getPreferredAccountType(namespace: ChainNamespace): AccountType {
  return $preferredAccountTypes.get()[namespace];
}
