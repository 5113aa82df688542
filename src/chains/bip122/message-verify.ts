import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { base64, hex } from '@scure/base';
import { OutScript, p2pkh, p2sh, p2wpkh, RawWitness } from '@scure/btc-signer';
import { addressScript, networkOfAddress } from './address';
import { bip322ToSign, legacyMessageDigest } from './message-hashes';

// Checks Bitcoin message signatures as wallets make them: BIP-322 "simple" (a base64 witness
// spending a virtual output of the address; P2WPKH and Taproot key-path) and the legacy
// "Bitcoin Signed Message" ECDSA signature (65 bytes, BIP-137 header). Used by sign-in (SIWX).

function verifyBip322(address: string, message: string, witness: Uint8Array[]): boolean {
  const script = addressScript(address);
  const output = OutScript.decode(script);
  const tx = bip322ToSign(message, script);
  if (output.type === 'wpkh') {
    const [signature, publicKey] = witness;
    if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false;
    if (hex.encode(ripemd160(sha256(publicKey))) !== hex.encode(output.hash)) return false;
    const hashType = signature[signature.length - 1] as number;
    const digest = tx.preimageWitnessV0(
      0,
      OutScript.encode({ type: 'pkh', hash: output.hash }),
      hashType,
      0n,
    );
    const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1));
    return secp256k1.verify(parsed.toCompactRawBytes(), digest, publicKey, { lowS: false });
  }
  if (output.type === 'tr') {
    const [signature] = witness;
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
      return false;
    const hashType = signature.length === 65 ? (signature[64] as number) : 0;
    const digest = tx.preimageWitnessV1(0, [script], hashType, [0n]);
    return schnorr.verify(signature.subarray(0, 64), digest, output.pubkey);
  }
  return false;
}

/** The addresses a recovered legacy key stands for, by the BIP-137 header's kind. */
function legacyAddresses(header: number, publicKey: Uint8Array, address: string): string[] {
  const network = networkOfAddress(address);
  if (header < 31) return [p2pkh(publicKey, network).address!];
  const candidates = [p2pkh(publicKey, network).address!];
  if (header >= 35 && header < 39) candidates.push(p2sh(p2wpkh(publicKey, network), network).address!);
  // Header 39-42 is P2WPKH; several wallets sign segwit addresses with 31-34, so both count.
  candidates.push(p2wpkh(publicKey, network).address!);
  return candidates;
}

function verifyLegacy(address: string, message: string, bytes: Uint8Array): boolean {
  const header = bytes[0] as number;
  if (header < 27 || header > 42) return false;
  const recovery = (header - 27) & 3;
  const signature = secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(recovery);
  const point = signature.recoverPublicKey(legacyMessageDigest(message));
  const publicKey = point.toRawBytes(header >= 31);
  const lower = address.toLowerCase();
  return legacyAddresses(header, publicKey, address).some((candidate) => candidate.toLowerCase() === lower);
}

/**
 * Whether `signature` (base64) signs `message` for `address`: a BIP-322 simple signature (P2WPKH,
 * P2TR) or a legacy 65-byte ECDSA one. False for anything malformed, never a throw.
 */
export function verifyBitcoinMessage(address: string, message: string, signature: string): boolean {
  try {
    const bytes = base64.decode(signature);
    if (bytes.length === 65 && (bytes[0] as number) >= 27 && (bytes[0] as number) <= 42) {
      if (verifyLegacy(address, message, bytes)) return true;
    }
    return verifyBip322(address, message, RawWitness.decode(bytes));
  } catch {
    return false;
  }
}
