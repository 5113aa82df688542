import { p2tr, p2wpkh, RawTx, Transaction } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils';
import type { DevBitcoinKey } from '../dev-keys';
import { REGTEST } from '../regtest';

/** An output to spend, as `GET /address/:a/utxo` lists it. */
export interface Utxo {
  txid: string;
  vout: number;
  value: number;
}

/** What {@link signSpend} builds: which key spends which outputs, and where the coins go. */
export interface SpendPlan {
  /** The key owning every input (P2WPKH payment or P2TR ordinals, by its address). */
  key: DevBitcoinKey;
  utxos: Utxo[];
  to: Array<{ address: string; amount: bigint }>;
  /** Signs with this key instead of `key` (to make a signature that must not verify). */
  signWith?: Uint8Array;
}

/** One input of {@link signInputs}: an output, the key owning it, and optionally a sighash type. */
export interface SpendInput {
  key: DevBitcoinKey;
  utxo: Utxo;
  sighash?: number;
}

/** Builds and signs a transaction with @scure/btc-signer, as a wallet would; returns its raw hex. */
export function signSpend(plan: SpendPlan): string {
  return signInputs(
    plan.utxos.map((utxo) => ({ key: plan.key, utxo })),
    plan.to,
    plan.signWith,
  );
}

/** Signs inputs owned by different keys (P2WPKH and P2TR mixed), each with its own sighash type. */
export function signInputs(
  inputs: SpendInput[],
  to: Array<{ address: string; amount: bigint }>,
  signWith?: Uint8Array,
): string {
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (const { key, utxo, sighash } of inputs) {
    const publicKey = hexToBytes(key.publicKey);
    const taproot = key.address.startsWith('bcrt1p');
    const payment = taproot ? p2tr(publicKey.subarray(1), undefined, REGTEST) : p2wpkh(publicKey, REGTEST);
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
      ...(taproot ? { tapInternalKey: publicKey.subarray(1) } : {}),
      ...(sighash === undefined ? {} : { sighashType: sighash }),
    });
  }
  for (const output of to) tx.addOutputAddress(output.address, output.amount, REGTEST);
  inputs.forEach(({ key, sighash }, index) => {
    tx.signIdx(signWith ?? key.privateKey, index, sighash === undefined ? undefined : [sighash]);
  });
  tx.finalize();
  return tx.hex;
}

/** Re-encodes a raw transaction after `change` edits its decoded form (to break a signature). */
export function tamper(rawHex: string, change: (decoded: ReturnType<typeof RawTx.decode>) => void): string {
  const decoded = RawTx.decode(hexToBytes(rawHex));
  change(decoded);
  return Buffer.from(RawTx.encode(decoded)).toString('hex');
}

/** Small fetch helpers for the endpoint's text and JSON answers. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POSTs a body and returns the status and the text answered. */
export async function post(url: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
  return { status: response.status, text: await response.text() };
}
