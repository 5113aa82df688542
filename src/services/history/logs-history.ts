import * as z from 'zod/mini';
import type { HistoryPage } from '../../stores/transaction-types';
import type { HistoryRequest, HistorySource } from '../../stores/transactions';
import { buildTransaction, type RawTransfer } from './build-transaction';
import type { JsonRpcClient } from './json-rpc';
import type { TokenMetadataReader } from './token-metadata';
import {
  decodeTransferLog,
  paddedAddress,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  transferLogSchema,
} from './transfer-logs';
import { parseQuantity } from './units';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const quantity = z.union([z.string(), z.number()]);

const logSchema = z.extend(transferLogSchema, {
  transactionHash: hex,
  blockNumber: quantity,
  logIndex: z.optional(quantity),
});
const txSchema = z.looseObject({
  hash: hex,
  from: z.string(),
  to: z.nullable(z.optional(z.string())),
  value: quantity,
});
const blockSchema = z.looseObject({ timestamp: quantity });

type Log = z.infer<typeof logSchema>;

/** How the eth_getLogs history source is set up. */
export interface LogsHistoryOptions {
  rpc: JsonRpcClient;
  tokens: TokenMetadataReader;
  nativeCurrency: { symbol: string; decimals: number };
  /** Transactions wanted per page: ranges are scanned until this many are found. */
  pageSize: number;
  /** Blocks per eth_getLogs request (default 10,000; many nodes cap the range). */
  blockRange?: number;
  /** Ranges scanned per page at most, newest first (default 5). */
  rangesPerPage?: number;
}

function topBlock(cursor: string | undefined): bigint | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(cursor)) throw new Error(`Invalid history cursor "${cursor}"`);
  return BigInt(cursor);
}

/** The four filters of one range: Transfer from / to the account, ERC-1155 from / to the account. */
function rangeFilters(account: string, fromBlock: bigint, toBlock: bigint) {
  const padded = paddedAddress(account);
  const range = { fromBlock: `0x${fromBlock.toString(16)}`, toBlock: `0x${toBlock.toString(16)}` };
  const multi = [TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC];
  return [
    [TRANSFER_TOPIC, padded],
    [TRANSFER_TOPIC, null, padded],
    [multi, null, padded],
    [multi, null, null, padded],
  ].map((topics) => ({ method: 'eth_getLogs', params: [{ ...range, topics }] }));
}

function checked<T>(schema: z.ZodMiniType<T>, answer: unknown, what: string): T {
  if (answer instanceof Error) throw answer;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`Malformed ${what} answer`);
  return parsed.data;
}

/**
 * History for nodes without the Otterscan API: the account's token transfers (ERC-20, ERC-721,
 * ERC-1155, sent and received) from eth_getLogs in bounded block ranges, newest first, grouped by
 * transaction, with the transaction's sender, receiver and native value and the block's time. A
 * node cannot list plain native transfers without an index, so those are not shown. The cursor
 * is the next block to scan down from.
 */
export function createLogsHistorySource(options: LogsHistoryOptions): HistorySource {
  const { rpc, tokens, nativeCurrency, pageSize } = options;
  const blockRange = BigInt(Math.max(1, Math.floor(options.blockRange ?? 10_000)));
  const rangesPerPage = Math.max(1, Math.floor(options.rangesPerPage ?? 5));

  async function scan(account: string, top: bigint): Promise<{ logs: Log[]; lowest: bigint }> {
    const logs = new Map<string, Log>();
    const hashes = new Set<string>();
    let to = top;
    let from = top;
    for (let scanned = 0; scanned < rangesPerPage && hashes.size < pageSize && to >= 0n; scanned++) {
      from = to - blockRange + 1n > 0n ? to - blockRange + 1n : 0n;
      const answers = await rpc.batch(rangeFilters(account, from, to));
      for (const answer of answers) {
        for (const log of checked(z.array(logSchema), answer, 'eth_getLogs')) {
          // A transfer between two filters' matches (the account sending to itself) comes twice.
          logs.set(`${log.transactionHash.toLowerCase()}:${String(log.logIndex ?? logs.size)}`, log);
          hashes.add(log.transactionHash.toLowerCase());
        }
      }
      to = from - 1n;
    }
    return { logs: [...logs.values()], lowest: from };
  }

  return {
    async fetch(request: HistoryRequest): Promise<HistoryPage> {
      if (!request.chainId) throw new Error('The history source needs the chain id');
      const top =
        topBlock(request.cursor) ??
        parseQuantity(String(await rpc.call('eth_blockNumber', [])), 'block number');
      const { logs, lowest } = await scan(request.account, top);
      const hashes = [...new Set(logs.map((log) => log.transactionHash.toLowerCase()))];
      const blocks = [...new Set(logs.map((log) => parseQuantity(log.blockNumber, 'block number')))];
      const answers = await rpc.batch([
        ...hashes.map((hash) => ({ method: 'eth_getTransactionByHash', params: [hash] })),
        ...blocks.map((block) => ({
          method: 'eth_getBlockByNumber',
          params: [`0x${block.toString(16)}`, false],
        })),
      ]);
      const txs = hashes.map((hash, index) => checked(txSchema, answers[index], `transaction ${hash}`));
      const times = new Map(
        blocks.map((block, index) => [
          block,
          parseQuantity(
            checked(blockSchema, answers[hashes.length + index], `block ${block}`).timestamp,
            'timestamp',
          ),
        ]),
      );
      const metadata = await tokens.read(logs.map((log) => log.address));
      const rows = txs.map((tx) => {
        const own = logs.filter((log) => log.transactionHash.toLowerCase() === tx.hash.toLowerCase());
        const block = parseQuantity(own[0]?.blockNumber ?? 0, 'block number');
        const transfers: RawTransfer[] = [
          { from: tx.from, to: tx.to ?? '', amount: parseQuantity(tx.value, 'value'), ...nativeCurrency },
          ...own.flatMap((log) => decodeTransferLog(log, metadata.get(log.address.toLowerCase()))),
        ];
        const raw = {
          hash: tx.hash,
          timestamp: Number(times.get(block) ?? 0n),
          chain: request.chainId ?? '',
          from: tx.from,
          to: tx.to ?? undefined,
          failed: false, // Only a successful transaction leaves logs.
          transfers,
        };
        return { block, transaction: buildTransaction(raw, request.account) };
      });
      rows.sort((a, b) => (b.block > a.block ? 1 : b.block < a.block ? -1 : 0));
      const data = rows.map((row) => row.transaction);
      // Block 0 (genesis) holds no transactions: a page that reached block 1 is the last.
      return lowest > 1n ? { data, next: String(lowest - 1n) } : { data };
    },
  };
}
