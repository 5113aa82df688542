import { storageAccess } from './storage-access';
import { STORAGE_TABLE } from './storage-keys';

/**
 * Checked reads and writes of every persisted value (SPEC §3). What the first paint reads comes
 * from storage-io-first-paint.ts, so this whole table stays out of the first load.
 */
export const { readStored, writeStored, removeStored, clearStored } = storageAccess(STORAGE_TABLE);
