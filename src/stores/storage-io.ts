import { specIssueMessage } from '../chains/validation-messages';
import { STORAGE_TABLE, type StorableValue, type StorageName, type StoredValue } from './storage-keys';

/** localStorage, or undefined where it is missing or access throws (SSR, privacy modes). */
function storage(): Storage | undefined {
  try {
    const candidate = (globalThis as { localStorage?: Storage }).localStorage;
    return candidate ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads and decodes a persisted value; anything missing, corrupt or foreign gives the default. */
export function readStored<K extends StorageName>(name: K): StoredValue<K> {
  const entry = STORAGE_TABLE[name];
  const fallback = entry.fallback() as StoredValue<K>;
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(entry.key);
  } catch {
    return fallback;
  }
  if (raw === null || raw === undefined) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const decoded = entry.schema.safeParse(json);
  return decoded.success ? (decoded.data as StoredValue<K>) : fallback;
}

/**
 * Validates and writes a value. A value that does not fit the key's schema is a caller bug and
 * throws; a storage that is missing or full only returns false.
 */
export function writeStored<K extends StorageName>(name: K, value: StorableValue<K>): boolean {
  const entry = STORAGE_TABLE[name];
  const checked = entry.schema.safeParse(value, { error: specIssueMessage });
  if (!checked.success) {
    throw new Error(
      `Invalid value for storage "${name}": ${checked.error.issues[0]?.message ?? 'Invalid input'}`,
    );
  }
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(entry.key, JSON.stringify(checked.data));
    return true;
  } catch {
    return false;
  }
}

/** Removes one persisted value; never throws. */
export function removeStored(name: StorageName): void {
  try {
    storage()?.removeItem(STORAGE_TABLE[name].key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Removes several persisted values. */
export function clearStored(names: readonly StorageName[]): void {
  for (const name of names) removeStored(name);
}
