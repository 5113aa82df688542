import { RawTx } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils';
import { blockHash, buildCoinbase, type CoinbaseOutput } from './block-builder';
import { REGTEST_GENESIS_HASH, REGTEST_GENESIS_TIME } from './regtest';
import {
  TxRefusedError,
  txMeasures,
  validateTransaction,
  type OutpointState,
  type ValidatedTx,
} from './validate-tx';
import type { SpentOutput } from './verify-input';

/** A mined block. */
export interface Block {
  height: number;
  hash: string;
  previousHash: string;
  /** Seconds since the epoch. */
  time: number;
  txids: string[];
}

/** A transaction the ledger holds, confirmed or in the mempool. */
export interface StoredTx extends ValidatedTx {
  isCoinbase: boolean;
  block?: Block;
}

const key = (txid: string, vout: number) => `${txid}:${vout}`;
const scriptKey = (script: Uint8Array) => bytesToHex(script);

/**
 * An in-memory regtest chain: blocks, transactions, the mempool and an index of every output
 * and who spent it. Blocks are mined on request; coinbases carry funding and fees.
 */
export class Ledger {
  private readonly blocks: Block[] = [];
  private readonly txs = new Map<string, StoredTx>();
  private readonly outputs = new Map<string, SpentOutput>();
  private readonly spentBy = new Map<string, string>();
  private readonly byScript = new Map<string, string[]>();
  private mempool: string[] = [];

  constructor(
    private readonly minerScript: Uint8Array,
    private readonly nowSeconds: () => number,
    private readonly maxMempoolTxs = 10_000,
  ) {
    this.blocks.push({
      height: 0,
      hash: REGTEST_GENESIS_HASH,
      previousHash: '0'.repeat(64),
      time: REGTEST_GENESIS_TIME,
      txids: [],
    });
  }

  /** The newest block. */
  get tip(): Block {
    return this.blocks[this.blocks.length - 1] as Block;
  }

  /** The block at `height`, if mined. */
  blockAt(height: number): Block | undefined {
    return this.blocks[height];
  }

  /** The block with this hash, if mined. */
  blockByHash(hash: string): Block | undefined {
    return this.blocks.find((block) => block.hash === hash);
  }

  /** A stored transaction by id. */
  transaction(txid: string): StoredTx | undefined {
    return this.txs.get(txid);
  }

  /** Transaction ids waiting for the next block, oldest first. */
  mempoolTxids(): readonly string[] {
    return this.mempool;
  }

  /** Who spent an output, if anyone (mempool or chain). */
  spenderOf(txid: string, vout: number): StoredTx | undefined {
    const spender = this.spentBy.get(key(txid, vout));
    return spender ? this.txs.get(spender) : undefined;
  }

  /** Every transaction paying to or spending from `script`, oldest first. */
  historyOf(script: Uint8Array): StoredTx[] {
    return (this.byScript.get(scriptKey(script)) ?? []).flatMap((txid) => this.txs.get(txid) ?? []);
  }

  /** Validates a raw transaction and puts it into the mempool; throws TxRefusedError when it breaks a rule. */
  accept(raw: Uint8Array): StoredTx {
    if (this.mempool.length >= this.maxMempoolTxs)
      throw new TxRefusedError(
        `the mempool is full (${this.maxMempoolTxs} transactions); mine a block first`,
      );
    const validated = validateTransaction(raw, {
      outpoint: (txid, vout) => this.outpointState(txid, vout),
      locate: (txid) => this.locate(txid),
    });
    const stored: StoredTx = { ...validated, isCoinbase: false };
    this.store(stored);
    this.mempool.push(stored.txid);
    return stored;
  }

  /** Mines one block: a coinbase paying `extraOutputs` plus the fees to the miner, then the mempool. */
  mine(extraOutputs: readonly CoinbaseOutput[] = []): Block {
    const pending = this.mempool.flatMap((txid) => this.txs.get(txid) ?? []);
    const fees = pending.reduce((sum, tx) => sum + tx.fee, 0n);
    const height = this.tip.height + 1;
    const coinbaseOutputs =
      fees > 0n ? [...extraOutputs, { amount: fees, script: this.minerScript }] : extraOutputs;
    const coinbase = this.coinbaseTx(buildCoinbase(height, coinbaseOutputs));
    this.store(coinbase);
    const txids = [coinbase.txid, ...pending.map((tx) => tx.txid)];
    const time = Math.max(this.nowSeconds(), this.tip.time + 1);
    const block: Block = {
      height,
      hash: blockHash(this.tip.hash, txids, time),
      previousHash: this.tip.hash,
      time,
      txids,
    };
    this.blocks.push(block);
    for (const txid of txids) {
      const tx = this.txs.get(txid);
      if (tx) tx.block = block;
    }
    this.mempool = [];
    return block;
  }

  private outpointState(txid: string, vout: number): OutpointState {
    const output = this.outputs.get(key(txid, vout));
    if (!output) return { kind: 'missing' };
    const spender = this.spentBy.get(key(txid, vout));
    if (!spender) return { kind: 'output', output };
    return { kind: 'output', output, spentBy: { txid: spender, where: this.locate(spender) ?? 'earlier' } };
  }

  private locate(txid: string): string | undefined {
    const tx = this.txs.get(txid);
    if (!tx) return undefined;
    return tx.block ? `in block ${tx.block.height}` : 'in the mempool';
  }

  private store(tx: StoredTx): void {
    this.txs.set(tx.txid, tx);
    const scripts = new Set<string>();
    tx.inputs.forEach((input, index) => {
      if (tx.isCoinbase) return;
      this.spentBy.set(key(input.txid, input.vout), tx.txid);
      const spent = tx.spent[index];
      if (spent) scripts.add(scriptKey(spent.script));
    });
    tx.outputs.forEach((output, vout) => {
      this.outputs.set(key(tx.txid, vout), output);
      scripts.add(scriptKey(output.script));
    });
    for (const script of scripts) {
      const list = this.byScript.get(script) ?? [];
      list.push(tx.txid);
      this.byScript.set(script, list);
    }
  }

  private coinbaseTx(raw: Uint8Array): StoredTx {
    const decoded = RawTx.decode(raw);
    return {
      ...txMeasures(decoded, raw.length),
      raw,
      inputs: decoded.inputs.map((input) => ({ txid: bytesToHex(input.txid), vout: input.index })),
      outputs: decoded.outputs.map((output) => ({ amount: output.amount, script: output.script })),
      spent: [],
      fee: 0n,
      version: decoded.version,
      lockTime: decoded.lockTime,
      sequences: decoded.inputs.map((input) => input.sequence),
      scriptSigs: decoded.inputs.map((input) => input.finalScriptSig),
      witnesses: decoded.inputs.map(() => []),
      isCoinbase: true,
    };
  }
}
