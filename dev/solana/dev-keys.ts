import { createHmac, pbkdf2Sync } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

import { DEV_MNEMONIC } from '../evm/anvil';

export { DEV_MNEMONIC };

/** How many dev Solana keys the stack funds. */
export const DEV_SOLANA_KEY_COUNT = 5;

const HARDENED = 0x8000_0000;

/** BIP-39 seed of a mnemonic (no passphrase): PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic". */
export function mnemonicToSeed(mnemonic: string): Buffer {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

/** SLIP-0010 ed25519 derivation; every index is hardened (ed25519 has no public derivation). */
export function deriveEd25519(seed: Uint8Array, path: readonly number[]): { key: Buffer; chainCode: Buffer } {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest();
  for (const index of path) {
    const data = Buffer.alloc(37);
    digest.subarray(0, 32).copy(data, 1);
    data.writeUInt32BE((index | HARDENED) >>> 0, 33);
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest();
  }
  return { key: digest.subarray(0, 32), chainCode: digest.subarray(32) };
}

/**
 * The dev Solana keypair number `index`: the mnemonic at m/44'/501'/index'/0' (the path Phantom and
 * Solflare use), so importing {@link DEV_MNEMONIC} into such a wallet shows the same funded accounts.
 */
export function devSolanaKeypair(index: number, mnemonic: string = DEV_MNEMONIC): Keypair {
  const { key } = deriveEd25519(mnemonicToSeed(mnemonic), [44, 501, index, 0]);
  return Keypair.fromSeed(key);
}

/** The first `count` dev Solana keypairs. */
export function devSolanaKeypairs(count: number = DEV_SOLANA_KEY_COUNT): Keypair[] {
  return Array.from({ length: count }, (_, index) => devSolanaKeypair(index));
}
