import { RawTx, Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils';
import { displayHex, sha256d } from './regtest';
import { InputRefusal, verifyInput, type SpentOutput } from './verify-input';

/** A transaction the endpoint will not take; the message says which rule it broke. */
export class TxRefusedError extends Error {
  override name = 'TxRefusedError';
}

/** What the ledger knows about an outpoint: it does not exist, or its output and who spent it. */
export type OutpointState =
  { kind: 'missing' } | { kind: 'output'; output: SpentOutput; spentBy?: { txid: string; where: string } };

/** Read access to the ledger that validation needs. */
export interface LedgerView {
  outpoint(txid: string, vout: number): OutpointState;
  /** Where a transaction already is ("in the mempool", "in block 3"), or undefined if unknown. */
  locate(txid: string): string | undefined;
}

/** A transaction that passed every check, with what the ledger needs to store it. */
export interface ValidatedTx {
  txid: string;
  raw: Uint8Array;
  inputs: Array<{ txid: string; vout: number }>;
  outputs: SpentOutput[];
  spent: SpentOutput[];
  fee: bigint;
  weight: number;
  vsize: number;
  version: number;
  lockTime: number;
  sequences: number[];
  scriptSigs: Uint8Array[];
  witnesses: Uint8Array[][];
}

/** Bitcoin's cap on any amount: 21 million BTC in satoshis. */
export const MAX_MONEY = 21_000_000n * 100_000_000n;
const NULL_TXID = '0'.repeat(64);
const sats = (amount: bigint) => `${amount} sat`;

type Decoded = ReturnType<typeof RawTx.decode>;

/** Txid, weight and virtual size of a decoded transaction, whatever its witnesses hold. */
export function txMeasures(
  decoded: Decoded,
  rawLength: number,
): { txid: string; weight: number; vsize: number } {
  const stripped = RawTx.encode({ ...decoded, segwitFlag: false, witnesses: undefined });
  const weight = stripped.length * 3 + rawLength;
  return { txid: displayHex(sha256d(stripped)), weight, vsize: Math.ceil(weight / 4) };
}

function decode(raw: Uint8Array): { decoded: Decoded; tx: Transaction } {
  try {
    const decoded = RawTx.decode(raw);
    const tx = Transaction.fromRaw(raw, {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    });
    return { decoded, tx };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TxRefusedError(`not a valid raw transaction (${reason})`);
  }
}

/**
 * Checks a raw transaction against the ledger: every input spends an existing, unspent output,
 * its signature verifies against that output's script and amount, and outputs do not exceed inputs.
 */
export function validateTransaction(raw: Uint8Array, ledger: LedgerView): ValidatedTx {
  const { decoded, tx } = decode(raw);
  const { txid, weight, vsize } = txMeasures(decoded, raw.length);
  if (decoded.inputs.length === 0) throw new TxRefusedError('transaction has no inputs');
  if (decoded.outputs.length === 0) throw new TxRefusedError('transaction has no outputs');
  const known = ledger.locate(txid);
  if (known) throw new TxRefusedError(`transaction ${txid} is already known (${known})`);

  const inputs = decoded.inputs.map((input) => ({ txid: bytesToHex(input.txid), vout: input.index }));
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    if (input.txid === NULL_TXID)
      throw new TxRefusedError(`input ${index} is a coinbase input; only blocks create coins`);
    const key = `${input.txid}:${input.vout}`;
    if (seen.has(key))
      throw new TxRefusedError(`input ${index} spends ${key} a second time in the same transaction`);
    seen.add(key);
  });

  let totalOut = 0n;
  decoded.outputs.forEach((output, index) => {
    if (output.amount < 0n || output.amount > MAX_MONEY)
      throw new TxRefusedError(`output ${index} amount ${sats(output.amount)} is out of range`);
    totalOut += output.amount;
  });
  if (totalOut > MAX_MONEY)
    throw new TxRefusedError(`outputs total ${sats(totalOut)}, more than 21 million BTC`);

  const spent = inputs.map((input, index): SpentOutput => {
    const state = ledger.outpoint(input.txid, input.vout);
    const outpoint = `${input.txid}:${input.vout}`;
    if (state.kind === 'missing')
      throw new TxRefusedError(`input ${index} spends ${outpoint}, which does not exist (missing input)`);
    if (state.spentBy)
      throw new TxRefusedError(
        `input ${index} spends ${outpoint}, already spent by ${state.spentBy.txid} ${state.spentBy.where} (double spend)`,
      );
    return state.output;
  });

  const totalIn = spent.reduce((sum, output) => sum + output.amount, 0n);
  if (totalOut > totalIn)
    throw new TxRefusedError(
      `outputs total ${sats(totalOut)}, more than the ${sats(totalIn)} the inputs spend (overspend)`,
    );

  const witnesses = decoded.witnesses ?? decoded.inputs.map(() => []);
  decoded.inputs.forEach((input, index) => {
    try {
      verifyInput(tx, index, { scriptSig: input.finalScriptSig, witness: witnesses[index] ?? [] }, spent);
    } catch (error) {
      if (error instanceof InputRefusal) throw new TxRefusedError(`input ${index}: ${error.message}`);
      throw error;
    }
  });

  return {
    txid,
    raw,
    inputs,
    outputs: decoded.outputs.map((output) => ({ amount: output.amount, script: output.script })),
    spent,
    fee: totalIn - totalOut,
    weight,
    vsize,
    version: decoded.version,
    lockTime: decoded.lockTime,
    sequences: decoded.inputs.map((input) => input.sequence),
    scriptSigs: decoded.inputs.map((input) => input.finalScriptSig),
    witnesses: decoded.inputs.map((_, index) => witnesses[index] ?? []),
  };
}
