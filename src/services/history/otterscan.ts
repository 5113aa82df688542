import * as z from 'zod/mini';
import type { HistoryPage } from '../../stores/transaction-types';
import type { HistoryRequest, HistorySource } from '../../stores/transactions';
import type { FetchLike } from '../http-client';
import { buildTransaction, type RawTransfer } from './build-transaction';
import { JsonRpcClient, JsonRpcError } from './json-rpc';
import { createLogsHistorySource } from './logs-history';
import { TokenMetadataReader, type TokenMetadata } from './token-metadata';
import {
  decodeTransferLog,
  isAccountTransfer,
  paddedAddress,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  transferLogSchema,
  type TransferLog,
} from './transfer-logs';
import { parseQuantity } from './units';

export { TRANSFER_TOPIC };

const quantity = z.union([z.string(), z.number()]);
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

const txSchema = z.looseObject({
  hash: hex,
  from: z.string(),
  to: z.nullable(z.optional(z.string())),
  value: quantity,
  blockNumber: quantity,
  blockTimestamp: z.optional(quantity),
});

const receiptSchema = z.looseObject({
  transactionHash: hex,
  status: quantity,
  timestamp: z.optional(quantity),
  logs: z.array(transferLogSchema),
});

/** The answer of ots_searchTransactionsBefore (Otterscan API, as anvil, Erigon and Reth serve it). */
export const otterscanPageSchema = z.looseObject({
  txs: z.array(txSchema),
  receipts: z.array(receiptSchema),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
});

/** A parsed ots_searchTransactionsBefore answer. */
export type OtterscanPage = z.infer<typeof otterscanPageSchema>;

/** How an Otterscan source is set up. */
export interface OtterscanSourceOptions {
  /** The node's JSON-RPC URL (it must serve the ots_ namespace). */
  rpcUrl: string;
  /** The native currency's symbol and decimals (from the network). */
  nativeCurrency: { symbol: string; decimals: number };
  /** Transactions asked for per page; Otterscan returns whole blocks, so a page may hold more. */
  pageSize?: number;
  /** Nodes without the Otterscan API: blocks per eth_getLogs request (default 10,000). */
  blockRange?: number;
  fetch?: FetchLike;
}

/** Parses a cursor: the block number the next page must end before. */
function cursorBlock(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^[1-9][0-9]*$/.test(cursor)) throw new Error(`Invalid history cursor "${cursor}"`);
  return Number(cursor);
}

/** The token transfers (ERC-20, ERC-721, ERC-1155) of a receipt's logs that involve the account. */
function transferLogs(page: OtterscanPage, account: string): Array<{ hash: string; log: TransferLog }> {
  const found: Array<{ hash: string; log: TransferLog }> = [];
  for (const receipt of page.receipts) {
    for (const log of receipt.logs) {
      if (isAccountTransfer(log, account)) found.push({ hash: receipt.transactionHash, log });
    }
  }
  return found;
}

/**
 * Turns one ots_searchTransactionsBefore answer into a SPEC §3 history page for `account`:
 * native value and token transfers (with the token symbols and decimals in `tokens`), status from
 * the receipt, time from the receipt or block timestamp. The cursor is the oldest block of the
 * page, or absent on the last page.
 */
export function otterscanToHistoryPage(
  page: OtterscanPage,
  account: string,
  chain: string,
  nativeCurrency: { symbol: string; decimals: number },
  tokens: ReadonlyMap<string, TokenMetadata>,
): HistoryPage {
  const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]));
  const logs = transferLogs(page, account);
  let oldest: bigint | undefined;
  const data = page.txs.map((tx) => {
    const receipt = receipts.get(tx.hash.toLowerCase());
    if (!receipt) throw new Error(`Otterscan answer has no receipt for ${tx.hash}`);
    const time = receipt.timestamp ?? tx.blockTimestamp;
    if (time === undefined) throw new Error(`Otterscan answer has no timestamp for ${tx.hash}`);
    const block = parseQuantity(tx.blockNumber, 'block number');
    if (oldest === undefined || block < oldest) oldest = block;
    const transfers: RawTransfer[] = [
      {
        from: tx.from,
        to: tx.to ?? '',
        amount: parseQuantity(tx.value, 'value'),
        decimals: nativeCurrency.decimals,
        symbol: nativeCurrency.symbol,
      },
    ];
    for (const { hash, log } of logs) {
      if (hash.toLowerCase() === tx.hash.toLowerCase())
        transfers.push(...decodeTransferLog(log, tokens.get(log.address.toLowerCase())));
    }
    return buildTransaction(
      {
        hash: tx.hash,
        timestamp: Number(parseQuantity(time, 'timestamp')),
        chain,
        from: tx.from,
        to: tx.to ?? undefined,
        failed: parseQuantity(receipt.status, 'status') === 0n,
        transfers,
      },
      account,
    );
  });
  const more = !page.lastPage && oldest !== undefined && oldest > 0n;
  return more ? { data, next: String(oldest) } : { data };
}

const blockSchema = z.looseObject({ timestamp: quantity });

/**
 * Otterscan indexes the addresses a transaction's calls touch, so a token someone else sent to the
 * account is not in its answer. This finds those through the Transfer logs naming the account as
 * receiver in the page's block range, and adds their transactions (with receipts and block times).
 */
async function withIncomingTransfers(
  rpc: JsonRpcClient,
  page: OtterscanPage,
  account: string,
  beforeBlock: number,
): Promise<OtterscanPage> {
  const blocks = page.txs.map((tx) => parseQuantity(tx.blockNumber, 'block number'));
  const oldest = blocks.length > 0 ? blocks.reduce((a, b) => (b < a ? b : a)) : 0n;
  const fromBlock = page.lastPage ? 0n : oldest;
  const toBlock = beforeBlock > 0 ? `0x${(beforeBlock - 1).toString(16)}` : 'latest';
  const padded = paddedAddress(account);
  const range = { fromBlock: `0x${fromBlock.toString(16)}`, toBlock };
  const logAnswers = await rpc.batch([
    { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, null, padded] }] },
    {
      method: 'eth_getLogs',
      params: [{ ...range, topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, padded] }],
    },
  ]);
  for (const answer of logAnswers) if (answer instanceof Error) throw answer;
  const logs = z
    .array(z.array(z.looseObject({ transactionHash: hex, blockNumber: quantity })))
    .safeParse(logAnswers);
  if (!logs.success) throw new Error('Malformed eth_getLogs answer');
  const known = new Set(page.txs.map((tx) => tx.hash.toLowerCase()));
  const missing = [...new Set(logs.data.flat().map((log) => log.transactionHash.toLowerCase()))].filter(
    (hash) => !known.has(hash),
  );
  if (missing.length === 0) return page;
  const answers = await rpc.batch(
    missing.flatMap((hash) => [
      { method: 'eth_getTransactionByHash', params: [hash] },
      { method: 'eth_getTransactionReceipt', params: [hash] },
    ]),
  );
  const txs = [...page.txs];
  const receipts = [...page.receipts];
  const times = new Map<string, string | number>();
  const added: Array<{ tx: z.infer<typeof txSchema>; receipt: z.infer<typeof receiptSchema> }> = [];
  missing.forEach((hash, index) => {
    const tx = txSchema.safeParse(answers[index * 2]);
    const receipt = receiptSchema.safeParse(answers[index * 2 + 1]);
    if (!tx.success || !receipt.success) throw new Error(`Malformed transaction or receipt for ${hash}`);
    added.push({ tx: tx.data, receipt: receipt.data });
  });
  const blockNumbers = [...new Set(added.map(({ tx }) => String(tx.blockNumber)))];
  const blockAnswers = await rpc.batch(
    blockNumbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [number, false] })),
  );
  blockNumbers.forEach((number, index) => {
    const block = blockSchema.safeParse(blockAnswers[index]);
    if (!block.success) throw new Error(`Malformed block ${number}`);
    times.set(number, block.data.timestamp);
  });
  for (const { tx, receipt } of added) {
    txs.push(tx);
    receipts.push({ ...receipt, timestamp: receipt.timestamp ?? times.get(String(tx.blockNumber)) });
  }
  const blockOf = (tx: z.infer<typeof txSchema>): bigint => parseQuantity(tx.blockNumber, 'block number');
  txs.sort((a, b) => (blockOf(b) > blockOf(a) ? 1 : blockOf(b) < blockOf(a) ? -1 : 0));
  return { ...page, txs, receipts };
}

/**
 * The Otterscan history source: `ots_searchTransactionsBefore` on the chain's own node (anvil,
 * Erigon, Reth), newest first, one page per call, plus the tokens others sent to the account in
 * the page's block range (eth_getLogs), with token symbols read from the chain. The node is asked
 * `ots_getApiLevel` once: one that refuses it (no Otterscan API) gets the account's token
 * transfers from eth_getLogs instead (see logs-history.ts).
 */
export function createOtterscanSource(options: OtterscanSourceOptions): HistorySource {
  const rpc = new JsonRpcClient(options.rpcUrl, options.fetch);
  const tokens = new TokenMetadataReader(rpc);
  const pageSize = options.pageSize ?? 10;
  const fallback = createLogsHistorySource({
    rpc,
    tokens,
    nativeCurrency: options.nativeCurrency,
    pageSize,
    ...(options.blockRange ? { blockRange: options.blockRange } : {}),
  });
  let probe: Promise<boolean> | undefined;
  // A refusal (JSON-RPC error) is the node's answer and is kept; a network failure is asked again.
  const hasOtterscan = (): Promise<boolean> =>
    (probe ??= rpc.call('ots_getApiLevel', []).then(
      () => true,
      (error: unknown) => {
        if (error instanceof JsonRpcError) return false;
        probe = undefined;
        throw error;
      },
    ));
  return {
    async fetch(request: HistoryRequest): Promise<HistoryPage> {
      if (!request.chainId) throw new Error('The Otterscan source needs the chain id');
      const block = cursorBlock(request.cursor); // Both kinds of cursor are block numbers.
      if (!(await hasOtterscan())) return fallback.fetch(request);
      const answer = await rpc.call('ots_searchTransactionsBefore', [request.account, block, pageSize]);
      const parsed = otterscanPageSchema.safeParse(answer);
      if (!parsed.success) throw new Error('Malformed ots_searchTransactionsBefore answer');
      const page = await withIncomingTransfers(rpc, parsed.data, request.account, block);
      const addresses = transferLogs(page, request.account).map(({ log }) => log.address);
      const metadata = await tokens.read(addresses);
      return otterscanToHistoryPage(page, request.account, request.chainId, options.nativeCurrency, metadata);
    },
  };
}
