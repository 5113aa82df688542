/** Where issued nonces are kept until used or expired; a host can back it with Redis, SQL, … */
export interface NonceStore {
  /** Records a nonce that may be used until `expiresAt` (ms since epoch). */
  add(nonce: string, expiresAt: number): Promise<void> | void;
  /** Removes a nonce and tells whether it was there and still valid at `now` (so it works once). */
  consume(nonce: string, now: number): Promise<boolean> | boolean;
}

/** An in-memory nonce store for one server process; expired nonces are dropped as it goes. */
export function createMemoryNonceStore(): NonceStore {
  const nonces = new Map<string, number>();
  return {
    add(nonce, expiresAt) {
      nonces.set(nonce, expiresAt);
    },
    consume(nonce, now) {
      for (const [known, expiresAt] of nonces) if (expiresAt <= now) nonces.delete(known);
      const expiresAt = nonces.get(nonce);
      nonces.delete(nonce);
      return expiresAt !== undefined && expiresAt > now;
    },
  };
}
