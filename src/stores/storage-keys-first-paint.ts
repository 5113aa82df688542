import { number, object, oneOf, record, refine, string, unknown, array } from '../chains/checks';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/constants';
import { isCaipNetworkId } from '../chains/caip';
import { entry, none } from './storage-entry';

const namespace = oneOf(CHAIN_NAMESPACES);
const LOOSE = false;
const cacheRecord = record(string(), object({ timestamp: number(), value: unknown() }, LOOSE));

/** A cache as stored: entry id → write time and value. */
export type CacheRecord = Record<string, { timestamp: number; value: unknown }>;
const emptyCache = (): CacheRecord => ({});

/** The account types each namespace has: a stored type of another namespace is corrupt. */
const ACCOUNT_TYPES: Record<ChainNamespace, readonly string[]> = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment', 'ordinal'],
};

/**
 * The persisted values createAppKit and the entry elements read or write before any click (the
 * restored network, session status and account types; the caches a stale session clears). The
 * rest of the table (storage-keys.ts) loads with the code that uses it.
 */
export const FIRST_PAINT_STORAGE = {
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
  connectionStatus: entry('connection_status', oneOf(['connected', 'disconnected', 'connecting']), none),
  connectedNamespaces: entry('connected_namespaces', array(namespace), (): ChainNamespace[] => []),
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
} as const;
