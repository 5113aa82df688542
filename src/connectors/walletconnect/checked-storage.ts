import type { KeyValueStorageLike } from './blocked-storage';

/** The prefix of WalletConnect's own records (pairings, sessions, keychain, relay messages…). */
const RECORD_PREFIX = 'wc@2:';

/**
 * WalletConnect keeps each record as a JSON array or object. A record that reads as anything else
 * (a half-written value, another program's data) makes WalletConnect's start-up throw, so no QR
 * code can ever show again; such a record is unusable either way.
 */
function damaged(key: string, value: unknown): boolean {
  return (
    key.startsWith(RECORD_PREFIX) && value !== undefined && (typeof value !== 'object' || value === null)
  );
}

/**
 * WalletConnect's storage with its records checked on read: a damaged record reads as missing and
 * is removed, so WalletConnect starts without it (a damaged pairing or session is lost; it could not
 * be used) instead of failing to start at all.
 */
export class CheckedKeyValueStorage implements KeyValueStorageLike {
  constructor(private readonly inner: KeyValueStorageLike) {}

  /** Every stored key. */
  getKeys(): Promise<string[]> {
    return this.inner.getKeys();
  }

  /** Every stored key with its value, damaged records left out (and removed). */
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    const entries = await this.inner.getEntries<T>();
    const kept: [string, T][] = [];
    for (const [key, value] of entries) {
      if (damaged(key, value)) await this.forget(key);
      else kept.push([key, value]);
    }
    return kept;
  }

  /** The value under `key`; undefined (and removed) when it is a damaged record. */
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const value = await this.inner.getItem<T>(key);
    if (!damaged(key, value)) return value;
    await this.forget(key);
    return undefined;
  }

  /** Stores `value` under `key`. */
  setItem<T = unknown>(key: string, value: T): Promise<void> {
    return this.inner.setItem(key, value);
  }

  /** Forgets `key`. */
  removeItem(key: string): Promise<void> {
    return this.inner.removeItem(key);
  }

  private async forget(key: string): Promise<void> {
    // Reading goes on even if the removal fails: the next start-up checks the record again.
    await this.inner.removeItem(key).catch(() => undefined);
  }
}
