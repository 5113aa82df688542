import { OutScript, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { addressScript, networkOfAddress } from './address';
import type { EsploraUtxo } from './esplora';

/** Below this an output costs more to spend than it holds (P2WPKH dust limit, in satoshis). */
export const DUST_SATS = 294n;

/** What {@link buildTransferPsbt} needs: the payer's coins and key, the receiver and the fee rate. */
export interface TransferPlan {
  utxos: readonly EsploraUtxo[];
  /** The payer's address; change goes back to it. */
  from: string;
  /** The payer's hex public key (needed for P2SH-wrapped and Taproot payers). */
  publicKey?: string;
  to: string;
  amount: bigint;
  /** sat/vB. */
  feeRate: number;
}

/** An unsigned transfer: the PSBT, its fee and the inputs the payer must sign. */
export interface TransferPsbt {
  psbt: Uint8Array;
  fee: bigint;
  inputIndexes: number[];
}

/** The PSBT input fields that let a wallet sign an output of `from` (script, amount, and key data). */
function inputFor(utxo: EsploraUtxo, from: string, publicKey: Uint8Array | undefined) {
  const script = addressScript(from);
  const type = OutScript.decode(script).type;
  const base = { txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: BigInt(utxo.value) } };
  if (type === 'wpkh') return base;
  if (type === 'tr') {
    if (!publicKey) throw new Error('A Taproot payer needs its public key');
    return { ...base, tapInternalKey: publicKey.length === 33 ? publicKey.subarray(1) : publicKey };
  }
  if (type === 'sh') {
    if (!publicKey || publicKey.length !== 33)
      throw new Error('A P2SH payer needs its compressed public key');
    return { ...base, redeemScript: p2wpkh(publicKey, networkOfAddress(from)).script };
  }
  throw new Error(`Sending from a ${type} address is not supported`);
}

/**
 * Builds the unsigned transfer of `amount` satoshis from `from` to `to`: coins picked from the
 * payer's UTXOs, change (above dust) back to the payer, the fee at `feeRate`. Throws a clear
 * error for a bad amount, a receiver of another network, or too little balance.
 */
export function buildTransferPsbt(plan: TransferPlan): TransferPsbt {
  const network = networkOfAddress(plan.from);
  if (plan.amount < DUST_SATS) throw new Error(`Amount too small: at least ${DUST_SATS} satoshis`);
  addressScript(plan.to, network);
  if (!Number.isFinite(plan.feeRate) || plan.feeRate <= 0) throw new Error('Invalid fee rate');
  const publicKey = plan.publicKey ? hex.decode(plan.publicKey.toLowerCase()) : undefined;
  const inputs = plan.utxos.map((utxo) => inputFor(utxo, plan.from, publicKey));
  const selected = selectUTXO(inputs, [{ address: plan.to, amount: plan.amount }], 'default', {
    changeAddress: plan.from,
    feePerByte: BigInt(Math.ceil(plan.feeRate)),
    network,
    bip69: false,
    createTx: true,
  });
  if (!selected?.tx || selected.fee === undefined) {
    const total = plan.utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
    throw new Error(`Insufficient balance: ${total} satoshis cannot pay ${plan.amount} plus the network fee`);
  }
  const tx: Transaction = selected.tx;
  return {
    psbt: tx.toPSBT(),
    fee: selected.fee,
    inputIndexes: Array.from({ length: tx.inputsLength }, (_, index) => index),
  };
}

/** Finalizes a fully signed PSBT; resolves with the raw transaction hex and its txid. */
export function finalizePsbt(psbt: Uint8Array): { hex: string; txid: string } {
  let tx: Transaction;
  try {
    tx = Transaction.fromPSBT(psbt);
  } catch (error) {
    throw new Error(`Not a valid PSBT: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    tx.finalize();
  } catch (error) {
    throw new Error(
      `The PSBT cannot be finalized (unsigned inputs?): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { hex: tx.hex, txid: tx.id };
}
