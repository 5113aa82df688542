import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Hashes a short secret (one-time code, device id, approval or refresh token) with HMAC-SHA-256
 * under the server's pepper, so a copy of the database alone cannot brute-force six-digit codes.
 */
export function hashSecret(pepper: Uint8Array, purpose: string, secret: string): string {
  return createHmac('sha256', pepper).update(`${purpose}\0${secret}`).digest('base64url');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random six-digit code, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random URL-safe token of 32 bytes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
