/**
 * Persistence (SPEC §3 "Browser storage holds"): the key table, checked reads and writes,
 * the email-login and disconnect rules, recent wallets and the caches with expiry.
 */
export {
  STORAGE_TABLE,
  recentWalletSchema,
  type CacheRecord,
  type StorableValue,
  type StorageName,
  type StoredValue,
} from './storage-keys';
export { clearStored, readStored, removeStored, writeStored } from './storage-io';
export {
  addRecentWallet,
  checkEmailCooldown,
  clearOnDisconnect,
  emailCooldownSeconds,
  markEmailLoginAttempt,
  readRecentWallets,
  recordEmailLogin,
  type RecentWallet,
} from './storage-rules';
export {
  CACHE_VALUE_SCHEMAS,
  clearCache,
  readCache,
  tokenBalanceSchema,
  writeCache,
  type CacheName,
  type CacheValue,
  type TokenBalance,
} from './cache';
