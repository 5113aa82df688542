import { RawTx, Script } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils';
import { displayHex, sha256d } from './regtest';

/** An output a coinbase creates: an amount in satoshis and the script it pays to. */
export interface CoinbaseOutput {
  amount: bigint;
  script: Uint8Array;
}

const COINBASE_TAG = new TextEncoder().encode('w3m-elements regtest');
const NULL_TXID = new Uint8Array(32);
const OP_RETURN_EMPTY = Uint8Array.of(0x6a);
// Regtest's proof-of-work limit; the endpoint does not actually grind a nonce.
const REGTEST_BITS = 0x207fffff;

/**
 * A coinbase transaction for `height` (BIP34 height push in its input script) paying `outputs`;
 * with no outputs it carries one empty OP_RETURN so the transaction stays valid.
 */
export function buildCoinbase(height: number, outputs: readonly CoinbaseOutput[]): Uint8Array {
  const paid = outputs.length > 0 ? outputs : [{ amount: 0n, script: OP_RETURN_EMPTY }];
  return RawTx.encode({
    version: 2,
    segwitFlag: false,
    inputs: [
      {
        txid: NULL_TXID,
        index: 0xffffffff,
        finalScriptSig: Script.encode([height, COINBASE_TAG]),
        sequence: 0xffffffff,
      },
    ],
    outputs: paid.map((output) => ({ amount: output.amount, script: output.script })),
    witnesses: undefined,
    lockTime: 0,
  });
}

/** The merkle root of a block's txids (display-order hex in, internal byte order out). */
export function merkleRoot(txids: readonly string[]): Uint8Array {
  let level = txids.map((txid) => hexToBytes(txid).reverse());
  if (level.length === 0) return new Uint8Array(32);
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array;
      const right = level[i + 1] ?? left;
      const pair = new Uint8Array(64);
      pair.set(left, 0);
      pair.set(right, 32);
      next.push(sha256d(pair));
    }
    level = next;
  }
  return level[0] as Uint8Array;
}

/** The hash of an 80-byte block header over the previous hash, the txids and the time. */
export function blockHash(previousHash: string, txids: readonly string[], timeSeconds: number): string {
  const header = new Uint8Array(80);
  const view = new DataView(header.buffer);
  view.setInt32(0, 0x20000000, true);
  header.set(hexToBytes(previousHash).reverse(), 4);
  header.set(merkleRoot(txids), 36);
  view.setUint32(68, timeSeconds, true);
  view.setUint32(72, REGTEST_BITS, true);
  view.setUint32(76, 0, true);
  return displayHex(sha256d(header));
}
