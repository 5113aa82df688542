import { CACHE_LIFETIME_MS } from './constants';
import { CACHE_VALUE_SCHEMAS, type CacheName, type CacheValue } from './cache-schemas';
import { readStored, writeStored } from './storage-io';
import type { CacheRecord, StorageName } from './storage-keys';

export {
  CACHE_VALUE_SCHEMAS,
  tokenBalanceSchema,
  type CacheName,
  type CacheValue,
  type TokenBalance,
} from './cache-schemas';

const STORAGE_NAMES = {
  balance: 'balanceCache',
  nativeBalance: 'nativeBalanceCache',
  ens: 'ensCache',
  identity: 'identityCache',
} as const satisfies Record<CacheName, StorageName>;

type CacheStorageName = (typeof STORAGE_NAMES)[CacheName];

function readRecord(cache: CacheName): CacheRecord {
  const name: CacheStorageName = STORAGE_NAMES[cache];
  return readStored(name);
}

function writeRecord(cache: CacheName, record: CacheRecord): void {
  const name: CacheStorageName = STORAGE_NAMES[cache];
  writeStored(name, record);
}

function isFresh(timestamp: number, cache: CacheName, now: number): boolean {
  const age = now - timestamp;
  return age >= 0 && age < CACHE_LIFETIME_MS[cache];
}

/**
 * The cached value for `id` if it was written less than the cache's lifetime ago (SPEC §9:
 * balances 30 s, ens and identity 5 min); undefined when missing, expired or corrupt.
 */
export function readCache<C extends CacheName>(cache: C, id: string, now: number): CacheValue<C> | undefined {
  const record = readRecord(cache);
  const hit = Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
  if (!hit || !isFresh(hit.timestamp, cache, now)) return undefined;
  return CACHE_VALUE_SCHEMAS[cache](hit.value, []) ? undefined : (hit.value as CacheValue<C>);
}

/** Stores `value` for `id` stamped with `now`, dropping expired entries of the same cache. */
export function writeCache<C extends CacheName>(
  cache: C,
  id: string,
  value: CacheValue<C>,
  now: number,
): void {
  if (CACHE_VALUE_SCHEMAS[cache](value, [])) throw new Error(`Invalid value for the ${cache} cache`);
  const next: CacheRecord = {};
  for (const [key, hit] of Object.entries(readRecord(cache))) {
    if (isFresh(hit.timestamp, cache, now)) next[key] = hit;
  }
  next[id] = { timestamp: now, value };
  writeRecord(cache, next);
}

/** Removes one entry, or with no id the whole cache. */
export function clearCache(cache: CacheName, id?: string): void {
  if (id === undefined) {
    writeRecord(cache, {});
    return;
  }
  const record = { ...readRecord(cache) };
  delete record[id];
  writeRecord(cache, record);
}
