import { bytesToHex } from '@noble/hashes/utils';
import type { Block, Ledger, StoredTx } from './ledger';
import { esploraScriptType, scriptToAddress } from './regtest';
import type { SpentOutput } from './verify-input';

// JSON shapes as Esplora (blockstream/electrs, mempool.space) answers them; amounts in satoshis.

/** Esplora's confirmation status object. */
export function txStatus(tx: StoredTx): Record<string, unknown> {
  if (!tx.block) return { confirmed: false };
  return {
    confirmed: true,
    block_height: tx.block.height,
    block_hash: tx.block.hash,
    block_time: tx.block.time,
  };
}

function outputJson(output: SpentOutput): Record<string, unknown> {
  const address = scriptToAddress(output.script);
  return {
    scriptpubkey: bytesToHex(output.script),
    scriptpubkey_type: esploraScriptType(output.script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(output.amount),
  };
}

/** A transaction as `GET /tx/:txid` returns it. */
export function txJson(tx: StoredTx): Record<string, unknown> {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input, index) => {
      const spent = tx.spent[index];
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: spent ? outputJson(spent) : null,
        scriptsig: bytesToHex(tx.scriptSigs[index] ?? new Uint8Array()),
        witness: (tx.witnesses[index] ?? []).map((item) => bytesToHex(item)),
        is_coinbase: tx.isCoinbase,
        sequence: tx.sequences[index],
      };
    }),
    vout: tx.outputs.map(outputJson),
    size: tx.raw.length,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: txStatus(tx),
  };
}

interface Stats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

const emptyStats = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
});
const sameScript = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** `GET /address/:address`: funded and spent totals, split into confirmed (chain) and mempool. */
export function addressJson(address: string, script: Uint8Array, ledger: Ledger): Record<string, unknown> {
  const chain = emptyStats();
  const mempool = emptyStats();
  for (const tx of ledger.historyOf(script)) {
    const stats = tx.block ? chain : mempool;
    stats.tx_count += 1;
    for (const output of tx.outputs) {
      if (!sameScript(output.script, script)) continue;
      stats.funded_txo_count += 1;
      stats.funded_txo_sum += Number(output.amount);
    }
    for (const spent of tx.spent) {
      if (!sameScript(spent.script, script)) continue;
      stats.spent_txo_count += 1;
      stats.spent_txo_sum += Number(spent.amount);
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool };
}

/** `GET /address/:address/utxo`: outputs to the address not spent in the chain or the mempool. */
export function utxosJson(script: Uint8Array, ledger: Ledger): Array<Record<string, unknown>> {
  const utxos: Array<Record<string, unknown>> = [];
  for (const tx of ledger.historyOf(script)) {
    tx.outputs.forEach((output, vout) => {
      if (!sameScript(output.script, script) || ledger.spenderOf(tx.txid, vout)) return;
      utxos.push({ txid: tx.txid, vout, status: txStatus(tx), value: Number(output.amount) });
    });
  }
  return utxos;
}

/** Esplora pages confirmed history 25 at a time and lists up to 50 mempool transactions first. */
const CHAIN_PAGE = 25;
const MEMPOOL_LIMIT = 50;

/** `GET /address/:address/txs`: mempool transactions newest first, then confirmed ones newest first. */
export function addressTxsJson(script: Uint8Array, ledger: Ledger): Array<Record<string, unknown>> {
  const newestFirst = ledger.historyOf(script).reverse();
  const unconfirmed = newestFirst.filter((tx) => !tx.block).slice(0, MEMPOOL_LIMIT);
  const confirmed = newestFirst.filter((tx) => tx.block).slice(0, CHAIN_PAGE);
  return [...unconfirmed, ...confirmed].map(txJson);
}

/** `GET /block/:hash`: the block's header facts. */
export function blockJson(block: Block): Record<string, unknown> {
  return {
    id: block.hash,
    height: block.height,
    previousblockhash: block.height > 0 ? block.previousHash : null,
    timestamp: block.time,
    tx_count: block.txids.length,
  };
}
