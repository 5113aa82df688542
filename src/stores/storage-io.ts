import { STORAGE_TABLE, type StorableValue, type StorageName, type StoredValue } from './storage-keys';

/** The longest stored text read back (256 kB); see readStored. */
const MAX_STORED_CHARS = 256 * 1024;

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
  // Nothing the widget stores comes near this; a bigger value is foreign and not worth parsing.
  if (raw === null || raw === undefined || raw.length > MAX_STORED_CHARS) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  return entry.schema(json, []) ? fallback : (json as StoredValue<K>);
}

/**
 * Validates and writes a value. A value that does not fit the key's schema is a caller bug and
 * throws; a storage that is missing or full only returns false.
 */
export function writeStored<K extends StorageName>(name: K, value: StorableValue<K>): boolean {
  const entry = STORAGE_TABLE[name];
  const problem = entry.schema(value, []);
  if (problem) throw new Error(`Invalid value for storage "${name}": ${problem.message}`);
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(entry.key, JSON.stringify(value));
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
