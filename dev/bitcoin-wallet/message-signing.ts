import { OutScript, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base64 } from '@scure/base';

// Message signatures as Bitcoin wallets make them: BIP-322 "simple" (the witness of a virtual
// transaction spending the address) and the legacy "Bitcoin Signed Message" ECDSA signature
// (BIP-137 header byte). Dev only: the Dev Bitcoin Wallet signs with these.

const sha256d = (data: Uint8Array): Uint8Array => sha256(sha256(data));

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag));
  return sha256(concatBytes(tagHash, tagHash, data));
}

/** A Bitcoin CompactSize length prefix (messages here stay far below 2^32 bytes). */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8);
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24);
}

/** BIP-322's tagged hash of a message (what `to_spend` commits to). */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', utf8ToBytes(message));
}

/** BIP-322's `to_spend` txid (display order) for a message and the signer's output script. */
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
  return Array.from(sha256d(raw).reverse(), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One signing key: its output script (P2WPKH or P2TR) and private key; `taproot` keys sign with Schnorr. */
export interface MessageKey {
  script: Uint8Array;
  privateKey: Uint8Array;
  /** The x-only internal key, for a P2TR key. */
  tapInternalKey?: Uint8Array;
}

/** A BIP-322 simple signature (base64 of the witness stack) of `message` by `key`. */
export function signBip322(message: string, key: MessageKey): string {
  const tx = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true });
  tx.addInput({
    txid: toSpendTxid(message, key.script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.tapInternalKey ? { tapInternalKey: key.tapInternalKey } : {}),
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  tx.signIdx(key.privateKey, 0);
  tx.finalizeIdx(0);
  const witness = tx.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('BIP-322 signing produced no witness');
  return base64.encode(RawWitness.encode(witness));
}

/** The legacy "Bitcoin Signed Message" digest of a message. */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('\u0018Bitcoin Signed Message:\n');
  const body = utf8ToBytes(message);
  return sha256d(concatBytes(prefix, compactSize(body.length), body));
}

/**
 * A legacy ECDSA message signature (65 bytes, base64) with the BIP-137 header of the key's
 * address kind: 39+recovery for P2WPKH. Taproot addresses have no legacy signature.
 */
export function signLegacy(message: string, key: MessageKey): string {
  const type = OutScript.decode(key.script).type;
  if (type !== 'wpkh') throw new Error(`Legacy message signatures need a P2WPKH address, not ${type}`);
  const signature = secp256k1.sign(legacyMessageHash(message), key.privateKey, { lowS: true });
  const header = 39 + signature.recovery;
  return base64.encode(concatBytes(Uint8Array.of(header), signature.toCompactRawBytes()));
}
