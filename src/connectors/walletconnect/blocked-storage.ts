import { localStorageReadable } from './storage-readable';

/** The key-value storage shape WalletConnect's core accepts as its `storage` option. */
export interface KeyValueStorageLike {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** WalletConnect's pairings and sessions kept in memory for the page's life. */
export class MemoryKeyValueStorage implements KeyValueStorageLike {
  private readonly entries = new Map<string, unknown>();

  /** Every stored key. */
  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  /** Every stored key with its value. */
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][];
  }

  /** The value under `key`, if any. */
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  /** Stores `value` under `key`. */
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, value);
  }

  /** Forgets `key`. */
  async removeItem(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** True when reading localStorage or reaching IndexedDB throws (privacy modes, blocked storage). */
export function browserStorageBlocked(): boolean {
  try {
    const scope = globalThis as { localStorage?: Storage; indexedDB?: IDBFactory };
    scope.localStorage?.getItem('@w3m/probe');
    // A read the minifier keeps: the getter itself is what throws.
    return scope.indexedDB === null;
  } catch {
    return true;
  }
}

/** A Storage that holds nothing and accepts every call (stands in for a throwing localStorage). */
function emptyStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/**
 * Runs `load` (WalletConnect's dynamic import) with an empty in-memory `localStorage` standing in
 * while the page's own one throws: WalletConnect's storage module reads `localStorage` when it is
 * evaluated and would fail to load. The page's own property is put back as soon as `load` settles.
 */
export async function loadWithReadableStorage<T>(load: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  if (localStorageReadable() || !own?.configurable) return load();
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: emptyStorage() });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'localStorage', own);
  }
}
