import type { StorableValueOf, StorageTable, StoredValueOf } from './storage-entry';

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

/** Checked reads and writes over one table of persisted values (storage-io.ts has the whole table). */
export interface StorageAccess<T extends StorageTable<T>> {
  /** Reads and decodes a persisted value; anything missing, corrupt or foreign gives the default. */
  readStored<K extends keyof T & string>(name: K): StoredValueOf<T[K]>;
  /**
   * Validates and writes a value. A value that does not fit the key's schema is a caller bug and
   * throws; a storage that is missing or full only returns false.
   */
  writeStored<K extends keyof T & string>(name: K, value: StorableValueOf<T[K]>): boolean;
  /** Removes one persisted value; never throws. */
  removeStored(name: keyof T & string): void;
  /** Removes several persisted values. */
  clearStored(names: readonly (keyof T & string)[]): void;
}

/** The reads and writes of `table`'s values. */
export function storageAccess<T extends StorageTable<T>>(table: T): StorageAccess<T> {
  const removeStored = (name: keyof T & string): void => {
    try {
      storage()?.removeItem(table[name].key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  };
  return {
    readStored<K extends keyof T & string>(name: K): StoredValueOf<T[K]> {
      const entry = table[name];
      const fallback = entry.fallback() as StoredValueOf<T[K]>;
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
      return entry.schema(json, []) ? fallback : (json as StoredValueOf<T[K]>);
    },
    writeStored(name, value) {
      const entry = table[name];
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
    },
    removeStored,
    clearStored: (names) => names.forEach(removeStored),
  };
}
