import {
  array,
  boolean,
  email,
  number,
  object,
  oneOf,
  optional,
  record,
  refine,
  string,
  unknown,
  type Check,
  type Infer,
} from '../chains/checks';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/constants';
import { isCaipNetworkId } from '../chains/caip';
import { DEFAULT_SOCIALS, MAX_RECENT_WALLETS, STORAGE_PREFIX } from './constants';

const namespace = oneOf(CHAIN_NAMESPACES);
const socialProvider = oneOf(DEFAULT_SOCIALS);
const LOOSE = false;
const cacheRecord = record(string(), object({ timestamp: number(), value: unknown() }, LOOSE));

/** A cache as stored: entry id → write time and value. */
export type CacheRecord = Record<string, { timestamp: number; value: unknown }>;
const emptyCache = (): CacheRecord => ({});

/** A wallet the user connected recently (SPEC §3: id, rdns, name). */
export const recentWalletSchema = object({ id: string(1), rdns: optional(string()), name: string() }, LOOSE);

/** One persisted value: its storage key, its check and the value used when missing or corrupt. */
interface StorageEntry<T, F> {
  key: string;
  schema: Check<T>;
  fallback: () => F;
}

function entry<T, F>(name: string, schema: Check<T>, fallback: () => F): StorageEntry<T, F> {
  return { key: `${STORAGE_PREFIX}${name}`, schema, fallback };
}

const none = (): undefined => undefined;

/** The account types each namespace has: a stored type of another namespace is corrupt. */
const ACCOUNT_TYPES: Record<ChainNamespace, readonly string[]> = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment', 'ordinal'],
};

/**
 * Everything the widget persists (SPEC §3 "Browser storage holds"), in one table:
 * name → storage key → check → default.
 */
export const STORAGE_TABLE = {
  deepLinkChoice: entry('deeplink_choice', object({ href: string(), name: string() }, LOOSE), none),
  activeNamespace: entry('active_namespace', namespace, none),
  activeCaipNetworkId: entry(
    'active_caip_network_id',
    refine(string(), isCaipNetworkId, 'Invalid input'),
    none,
  ),
  connectedConnectorIds: entry(
    'connected_connector_ids',
    record(namespace, string()),
    (): Partial<Record<ChainNamespace, string>> => ({}),
  ),
  recentWallets: entry(
    'recent_wallets',
    array(recentWalletSchema, { max: MAX_RECENT_WALLETS }),
    (): Infer<typeof recentWalletSchema>[] => [],
  ),
  connectedSocial: entry('connected_social', socialProvider, none),
  socialUsername: entry('social_username', string(), none),
  connectionStatus: entry('connection_status', oneOf(['connected', 'disconnected', 'connecting']), none),
  connectedNamespaces: entry('connected_namespaces', array(namespace), (): ChainNamespace[] => []),
  telegramSocialProvider: entry('telegram_social_provider', socialProvider, none),
  balanceCache: entry('portfolio_cache', cacheRecord, emptyCache),
  nativeBalanceCache: entry('native_balance_cache', cacheRecord, emptyCache),
  ensCache: entry('ens_cache', cacheRecord, emptyCache),
  identityCache: entry('identity_cache', cacheRecord, emptyCache),
  preferredAccountTypes: entry(
    'preferred_account_types',
    refine(
      record(namespace, oneOf(['eoa', 'smartAccount', 'payment', 'ordinal'])),
      (types) =>
        Object.entries(types).every(([ns, type]) => ACCOUNT_TYPES[ns as ChainNamespace].includes(type)),
      'Invalid account type for its namespace',
    ),
    (): Partial<Record<ChainNamespace, 'eoa' | 'smartAccount' | 'payment' | 'ordinal'>> => ({}),
  ),
  emailLoginUsed: entry('email_login_used', boolean(), () => false),
  email: entry('email', email(), none),
  lastEmailLoginTime: entry('last_email_login_time', number({ min: 0 }), none),
  lastUsedChain: entry('last_used_chain', namespace, none),
  smartAccountEnabledNetworks: entry(
    'smart_account_enabled_networks',
    array(number({ int: true, min: 1 })),
    (): number[] => [],
  ),
} as const;

/** The name of one persisted value. */
export type StorageName = keyof typeof STORAGE_TABLE;

type Table = typeof STORAGE_TABLE;

/** What reading a persisted value gives: the decoded value or its default. */
export type StoredValue<K extends StorageName> = Infer<Table[K]['schema']> | ReturnType<Table[K]['fallback']>;

/** What may be written under a name. */
export type StorableValue<K extends StorageName> = Infer<Table[K]['schema']>;
