import { ed25519 } from '@noble/curves/ed25519';
import { hmac } from '@noble/hashes/hmac';
import { pbkdf2 } from '@noble/hashes/pbkdf2';
import { sha512 } from '@noble/hashes/sha2';
import { bytesToBase58 } from '../../src/chains/solana/base58';

/** The dev mnemonic anvil uses; the local Solana chain funds the same keys (dev/solana/dev-keys.ts). */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const HARDENED = 0x80000000;

/** One dev key: its ed25519 secret (32 bytes), public key and base58 address. */
export interface DevSolanaKey {
  secret: Uint8Array;
  publicKey: Uint8Array;
  address: string;
}

/** SLIP-0010 ed25519 at m/44'/501'/index'/0' of the dev mnemonic, as Phantom and Solflare derive it. */
export function devSolanaKey(index: number, mnemonic: string = DEV_MNEMONIC): DevSolanaKey {
  const seed = pbkdf2(sha512, mnemonic.normalize('NFKD'), 'mnemonic', { c: 2048, dkLen: 64 });
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed);
  for (const step of [44, 501, index, 0]) {
    const data = new Uint8Array(37);
    data.set(digest.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, (step | HARDENED) >>> 0);
    digest = hmac(sha512, digest.subarray(32), data);
  }
  const secret = digest.slice(0, 32);
  const publicKey = ed25519.getPublicKey(secret);
  return { secret, publicKey, address: bytesToBase58(publicKey) };
}
