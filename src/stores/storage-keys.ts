import * as z from 'zod/mini';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/constants';
import { isCaipNetworkId } from '../chains/caip';
import { DEFAULT_SOCIALS, MAX_RECENT_WALLETS, STORAGE_PREFIX } from './constants';

const namespace = z.enum(CHAIN_NAMESPACES);
const socialProvider = z.enum(DEFAULT_SOCIALS);
const cacheRecord = z.record(z.string(), z.object({ timestamp: z.number(), value: z.unknown() }));

/** A cache as stored: entry id → write time and value. */
export type CacheRecord = Record<string, { timestamp: number; value: unknown }>;
const emptyCache = (): CacheRecord => ({});

/** A wallet the user connected recently (SPEC §3: id, rdns, name). */
export const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  rdns: z.optional(z.string()),
  name: z.string(),
});

/** One persisted value: its storage key, its schema and the value used when missing or corrupt. */
interface StorageEntry<S extends z.ZodMiniType, F> {
  key: string;
  schema: S;
  fallback: () => F;
}

function entry<S extends z.ZodMiniType, F>(name: string, schema: S, fallback: () => F): StorageEntry<S, F> {
  return { key: `${STORAGE_PREFIX}${name}`, schema, fallback };
}

const none = (): undefined => undefined;

/**
 * Everything the widget persists (SPEC §3 "Browser storage holds"), in one table:
 * name → storage key → schema → default.
 */
export const STORAGE_TABLE = {
  deepLinkChoice: entry('deeplink_choice', z.object({ href: z.string(), name: z.string() }), none),
  activeNamespace: entry('active_namespace', namespace, none),
  activeCaipNetworkId: entry('active_caip_network_id', z.string().check(z.refine(isCaipNetworkId)), none),
  connectedConnectorIds: entry(
    'connected_connector_ids',
    z.partialRecord(namespace, z.string()),
    (): Partial<Record<ChainNamespace, string>> => ({}),
  ),
  recentWallets: entry(
    'recent_wallets',
    z.array(recentWalletSchema).check(z.maxLength(MAX_RECENT_WALLETS)),
    (): z.output<typeof recentWalletSchema>[] => [],
  ),
  connectedSocial: entry('connected_social', socialProvider, none),
  socialUsername: entry('social_username', z.string(), none),
  connectionStatus: entry('connection_status', z.enum(['connected', 'disconnected', 'connecting']), none),
  connectedNamespaces: entry('connected_namespaces', z.array(namespace), (): ChainNamespace[] => []),
  telegramSocialProvider: entry('telegram_social_provider', socialProvider, none),
  balanceCache: entry('portfolio_cache', cacheRecord, emptyCache),
  nativeBalanceCache: entry('native_balance_cache', cacheRecord, emptyCache),
  ensCache: entry('ens_cache', cacheRecord, emptyCache),
  identityCache: entry('identity_cache', cacheRecord, emptyCache),
  preferredAccountTypes: entry(
    'preferred_account_types',
    z.partialRecord(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])),
    (): Partial<Record<ChainNamespace, 'eoa' | 'smartAccount' | 'payment' | 'ordinal'>> => ({}),
  ),
  emailLoginUsed: entry('email_login_used', z.boolean(), () => false),
  email: entry('email', z.email(), none),
  lastEmailLoginTime: entry('last_email_login_time', z.number().check(z.nonnegative()), none),
  lastUsedChain: entry('last_used_chain', namespace, none),
  smartAccountEnabledNetworks: entry(
    'smart_account_enabled_networks',
    z.array(z.number().check(z.int(), z.positive())),
    (): number[] => [],
  ),
} as const;

/** The name of one persisted value. */
export type StorageName = keyof typeof STORAGE_TABLE;

type Table = typeof STORAGE_TABLE;

/** What reading a persisted value gives: the decoded value or its default. */
export type StoredValue<K extends StorageName> =
  z.output<Table[K]['schema']> | ReturnType<Table[K]['fallback']>;

/** What may be written under a name. */
export type StorableValue<K extends StorageName> = z.output<Table[K]['schema']>;
