import { sha256 } from '@noble/hashes/sha2';
import { hex } from '@scure/base';
import { RawTx, Script, Transaction } from '@scure/btc-signer';

// What Bitcoin message signatures commit to: BIP-322's virtual transactions and the legacy
// "Bitcoin Signed Message" digest. Shared by the verifier here and the dev wallets that sign.

const encoder = new TextEncoder();
const sha256d = (data: Uint8Array): Uint8Array => sha256(sha256(data));

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(encoder.encode(tag));
  return sha256(Uint8Array.from([...tagHash, ...tagHash, ...data]));
}

/** The CompactSize length prefix of a message body. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8);
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24);
}

/** The legacy "Bitcoin Signed Message" digest of a message. */
export function legacyMessageDigest(message: string): Uint8Array {
  const body = encoder.encode(message);
  const prefix = encoder.encode('\u0018Bitcoin Signed Message:\n');
  return sha256d(Uint8Array.from([...prefix, ...compactSize(body.length), ...body]));
}

/** BIP-322's tagged hash of a message (what `to_spend` commits to). */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', encoder.encode(message));
}

/** BIP-322's `to_spend` txid (display order) for a message and the address's output script. */
function toSpendTxid(message: string, script: Uint8Array): string {
  const messageHash = bip322MessageHash(message);
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  });
  return hex.encode(sha256d(raw).reverse());
}

/** BIP-322's `to_sign` transaction: spends `to_spend`'s output, pays nothing (OP_RETURN). */
export function bip322ToSign(message: string, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true });
  tx.addInput({
    txid: toSpendTxid(message, script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}
