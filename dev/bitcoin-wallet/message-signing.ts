import { OutScript, RawWitness } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1';
import { concatBytes } from '@noble/hashes/utils';
import { base64 } from '@scure/base';
import { bip322ToSign, legacyMessageDigest } from '../../src/chains/bip122/message-hashes';

// Message signatures as Bitcoin wallets make them: BIP-322 "simple" (the witness of a virtual
// transaction spending the address) and the legacy "Bitcoin Signed Message" ECDSA signature
// (BIP-137 header byte). Dev only: the Dev Bitcoin Wallet signs with these; what they commit to
// comes from the kit's own message hashes (src/chains/bip122/message-hashes.ts).

/** One signing key: its output script (P2WPKH or P2TR) and private key; `taproot` keys sign with Schnorr. */
export interface MessageKey {
  script: Uint8Array;
  privateKey: Uint8Array;
  /** The x-only internal key, for a P2TR key. */
  tapInternalKey?: Uint8Array;
}

/** A BIP-322 simple signature (base64 of the witness stack) of `message` by `key`. */
export function signBip322(message: string, key: MessageKey): string {
  const tx = bip322ToSign(message, key.script);
  if (key.tapInternalKey) tx.updateInput(0, { tapInternalKey: key.tapInternalKey });
  tx.signIdx(key.privateKey, 0);
  tx.finalizeIdx(0);
  const witness = tx.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('BIP-322 signing produced no witness');
  return base64.encode(RawWitness.encode(witness));
}

/**
 * A legacy ECDSA message signature (65 bytes, base64) with the BIP-137 header of the key's
 * address kind: 39+recovery for P2WPKH. Taproot addresses have no legacy signature.
 */
export function signLegacy(message: string, key: MessageKey): string {
  const type = OutScript.decode(key.script).type;
  if (type !== 'wpkh') throw new Error(`Legacy message signatures need a P2WPKH address, not ${type}`);
  const signature = secp256k1.sign(legacyMessageDigest(message), key.privateKey, { lowS: true });
  const header = 39 + signature.recovery;
  return base64.encode(concatBytes(Uint8Array.of(header), signature.toCompactRawBytes()));
}
