import { OutScript, type Transaction } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { equalBytes } from '@noble/curves/abstract/utils';

/** An output being spent: its amount in satoshis and its script. */
export interface SpentOutput {
  amount: bigint;
  script: Uint8Array;
}

/** What one input brings to be checked: its scriptSig and witness stack. */
export interface InputEvidence {
  scriptSig: Uint8Array;
  witness: readonly Uint8Array[];
}

/** A refusal of one input's spend; the message says why in plain words. */
export class InputRefusal extends Error {
  override name = 'InputRefusal';
}

// Defined sighash types: ALL, NONE, SINGLE, each optionally with ANYONECANPAY.
const ECDSA_SIGHASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const TAPROOT_SIGHASH_TYPES = new Set([0x00, ...ECDSA_SIGHASH_TYPES]);
const SIGHASH_SINGLE = 0x03;

/**
 * Checks that input `index` of `tx` may spend `spent[index]`: P2WPKH and P2TR key-path spends are
 * verified against the spent outputs' scripts and amounts; any other spend is refused as unsupported.
 */
export function verifyInput(
  tx: Transaction,
  index: number,
  evidence: InputEvidence,
  spent: readonly SpentOutput[],
): void {
  const output = spent[index];
  if (!output) throw new InputRefusal('has no spent output to check against');
  let decoded: ReturnType<typeof OutScript.decode> | undefined;
  try {
    decoded = OutScript.decode(output.script);
  } catch {
    decoded = undefined;
  }
  if (decoded?.type === 'wpkh') return verifyP2wpkh(tx, index, evidence, output, decoded.hash);
  if (decoded?.type === 'tr') return verifyTaprootKeyPath(tx, index, evidence, spent, decoded.pubkey);
  throw new InputRefusal(
    `spends a ${decoded?.type ?? 'non-standard'} output; this dev endpoint verifies P2WPKH and P2TR key-path spends only`,
  );
}

function verifyP2wpkh(
  tx: Transaction,
  index: number,
  { scriptSig, witness }: InputEvidence,
  output: SpentOutput,
  keyHash: Uint8Array,
): void {
  if (scriptSig.length > 0) throw new InputRefusal('spends a P2WPKH output but has a non-empty scriptSig');
  if (witness.length !== 2)
    throw new InputRefusal(`P2WPKH witness must be [signature, public key], got ${witness.length} item(s)`);
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array];
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03))
    throw new InputRefusal('P2WPKH public key must be a 33-byte compressed key');
  if (!equalBytes(ripemd160(sha256(publicKey)), keyHash))
    throw new InputRefusal('public key does not match the spent P2WPKH output');
  if (signature.length < 9) throw new InputRefusal('signature is missing or too short');
  const hashType = signature[signature.length - 1] as number;
  if (!ECDSA_SIGHASH_TYPES.has(hashType))
    throw new InputRefusal(`signature has an undefined sighash type 0x${hashType.toString(16)}`);
  let parsed: ReturnType<typeof secp256k1.Signature.fromDER>;
  try {
    parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1));
  } catch {
    throw new InputRefusal('signature is not strict DER');
  }
  if (parsed.hasHighS()) throw new InputRefusal('signature has a high S value (non-standard)');
  const scriptCode = OutScript.encode({ type: 'pkh', hash: keyHash });
  const digest = tx.preimageWitnessV0(index, scriptCode, hashType, output.amount);
  if (!secp256k1.verify(parsed.toCompactRawBytes(), digest, publicKey))
    throw new InputRefusal(
      'signature does not verify (bad signature, or signed for other amounts or outputs)',
    );
}

function verifyTaprootKeyPath(
  tx: Transaction,
  index: number,
  { scriptSig, witness }: InputEvidence,
  spent: readonly SpentOutput[],
  outputKey: Uint8Array,
): void {
  if (scriptSig.length > 0) throw new InputRefusal('spends a P2TR output but has a non-empty scriptSig');
  if (witness.length !== 1)
    throw new InputRefusal(
      `P2TR witness must be one key-path signature, got ${witness.length} item(s) (script-path spends are not supported here)`,
    );
  const signature = witness[0] as Uint8Array;
  if (signature.length !== 64 && signature.length !== 65)
    throw new InputRefusal(`taproot signature must be 64 or 65 bytes, got ${signature.length}`);
  const hashType = signature.length === 65 ? (signature[64] as number) : 0x00;
  if ((signature.length === 65 && hashType === 0x00) || !TAPROOT_SIGHASH_TYPES.has(hashType))
    throw new InputRefusal(`taproot signature has an invalid sighash type 0x${hashType.toString(16)}`);
  if ((hashType & 0x03) === SIGHASH_SINGLE && index >= tx.outputsLength)
    throw new InputRefusal('uses SIGHASH_SINGLE without a matching output');
  const digest = tx.preimageWitnessV1(
    index,
    spent.map((output) => output.script),
    hashType,
    spent.map((output) => output.amount),
  );
  let valid = false;
  try {
    valid = schnorr.verify(signature.subarray(0, 64), digest, outputKey);
  } catch {
    valid = false;
  }
  if (!valid)
    throw new InputRefusal(
      'signature does not verify (bad signature, or signed for other amounts or outputs)',
    );
}
