import * as z from 'zod/mini';
import type { HistoryPage } from '../../stores/transaction-types';
import type { HistoryRequest, HistorySource } from '../../stores/transactions';
import { HttpClient, type FetchLike } from '../http-client';
import { buildTransaction, type RawTransaction, type RawTransfer } from './build-transaction';
import {
  TOKEN_ACTIONS,
  tokenRowSchema,
  tokenRowTransfer,
  type TokenAction,
  type TokenRow,
} from './etherscan-tokens';
import { parseQuantity } from './units';

const txSchema = z.looseObject({
  blockNumber: z.string(),
  timeStamp: z.string(),
  hash: z.string(),
  from: z.string(),
  to: z.string(),
  value: z.string(),
  isError: z.optional(z.string()),
  txreceipt_status: z.optional(z.string()),
});

/** The answer of module=account&action=txlist (Etherscan and the APIs that copy it). */
export const etherscanAnswerSchema = z.looseObject({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(txSchema), z.string()]),
});

/** A parsed txlist answer. */
export type EtherscanAnswer = z.infer<typeof etherscanAnswerSchema>;

/** The answer of a token list (tokentx, tokennfttx, token1155tx). */
const tokenAnswerSchema = z.looseObject({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(tokenRowSchema), z.string()]),
});

/** One list's rows as the API answered them (newest first) and whether it filled the page. */
export type EtherscanList =
  | { action: 'txlist'; rows: Array<z.infer<typeof txSchema>>; full: boolean }
  | { action: TokenAction; rows: TokenRow[]; full: boolean };

/**
 * The rows of an answer: status '0' with 'No transactions found' is an empty list; an API that
 * does not know a token action answers it like one (older Etherscan clones); any other status '0'
 * is the API's error.
 */
function rowsOf<T>(answer: { status: string; message: string; result: T[] | string }, action: string): T[] {
  if (typeof answer.result !== 'string' && answer.status === '1') return answer.result;
  if (/^No (transactions|token transfers) found$/i.test(answer.message)) return [];
  const detail = typeof answer.result === 'string' ? answer.result : answer.message;
  if (action !== 'txlist' && /(unknown|invalid|unsupported) action/i.test(detail)) return [];
  throw new Error(`Etherscan API error: ${detail}`);
}

/**
 * The block the page stops at: every list that filled its page may hold more rows in its oldest
 * block, so that block is left for the next page, unless it is the only one (a block with more
 * than a page of the account's transfers: it is shown, and the rest of it is skipped).
 */
function pageEnd(lists: readonly EtherscanList[]): { keepFrom: bigint; next?: bigint } {
  const oldest = lists
    .filter((list) => list.full && list.rows.length > 0)
    .map((list) => parseQuantity(list.rows[list.rows.length - 1]?.blockNumber ?? '0', 'blockNumber'));
  if (oldest.length === 0) return { keepFrom: 0n };
  const cut = oldest.reduce((a, b) => (b > a ? b : a));
  const newer = lists.some((list) =>
    list.rows.some((row) => parseQuantity(row.blockNumber, 'blockNumber') > cut),
  );
  if (newer) return { keepFrom: cut + 1n, next: cut };
  return cut > 0n ? { keepFrom: cut, next: cut - 1n } : { keepFrom: cut };
}

/**
 * Merges one page of txlist and the token lists (each newest first, from the same end block) into
 * a SPEC §3 history page: the account's transactions with their native value and every token they
 * moved, newest first. The cursor is the block the next page ends at.
 */
export function etherscanListsToHistoryPage(
  lists: readonly EtherscanList[],
  account: string,
  chain: string,
  nativeCurrency: { symbol: string; decimals: number },
): HistoryPage {
  const { keepFrom, next } = pageEnd(lists);
  const byHash = new Map<string, { block: bigint; raw: RawTransaction & { transfers: RawTransfer[] } }>();
  const entry = (
    row: { hash: string; blockNumber: string; timeStamp: string },
    base: () => RawTransaction,
  ) => {
    const key = row.hash.toLowerCase();
    let found = byHash.get(key);
    if (!found) {
      found = { block: parseQuantity(row.blockNumber, 'blockNumber'), raw: { ...base(), transfers: [] } };
      byHash.set(key, found);
    }
    return found;
  };
  const kept = <T extends { blockNumber: string }>(rows: readonly T[]): T[] =>
    rows.filter((row) => parseQuantity(row.blockNumber, 'blockNumber') >= keepFrom);
  const txlist = lists.find((list) => list.action === 'txlist');
  for (const tx of txlist ? kept(txlist.rows as Array<z.infer<typeof txSchema>>) : []) {
    const raw = (): RawTransaction => ({
      hash: tx.hash,
      timestamp: Number(parseQuantity(tx.timeStamp, 'timeStamp')),
      chain,
      from: tx.from,
      to: tx.to === '' ? undefined : tx.to,
      failed: tx.isError === '1' || tx.txreceipt_status === '0',
      transfers: [],
    });
    const { decimals, symbol } = nativeCurrency;
    const amount = parseQuantity(tx.value, 'value');
    entry(tx, raw).raw.transfers.push({
      from: tx.from,
      to: tx.to,
      amount,
      decimals,
      symbol,
    });
  }
  for (const list of lists) {
    if (list.action === 'txlist') continue;
    for (const row of kept(list.rows)) {
      // A token row alone (someone sent the account a token): the transaction is the token contract's.
      const raw = (): RawTransaction => ({
        hash: row.hash,
        timestamp: Number(parseQuantity(row.timeStamp, 'timeStamp')),
        chain,
        from: row.from,
        to: row.contractAddress,
        failed: false,
        transfers: [],
      });
      entry(row, raw).raw.transfers.push(tokenRowTransfer(list.action, row));
    }
  }
  const rows = [...byHash.values()].sort((a, b) => (b.block > a.block ? 1 : b.block < a.block ? -1 : 0));
  const data = rows.map(({ raw }) => buildTransaction(raw, account));
  return next === undefined ? { data } : { data, next: String(next) };
}

/** How an Etherscan-compatible source is set up. */
export interface EtherscanSourceOptions {
  /** The API URL, e.g. https://api.etherscan.io/v2/api. */
  url: string;
  apiKey?: string;
  nativeCurrency: { symbol: string; decimals: number };
  pageSize?: number;
  fetch?: FetchLike;
}

function endBlockOf(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  if (!/^(0|[1-9][0-9]*)$/.test(cursor)) throw new Error(`Invalid history cursor "${cursor}"`);
  return cursor;
}

/**
 * The Etherscan-compatible history source: `module=account` txlist, tokentx, tokennfttx and
 * token1155tx newest first (with the Etherscan v2 `chainid` and the API key), merged by
 * transaction; each page asks the four lists for the blocks up to the cursor's.
 */
export function createEtherscanSource(options: EtherscanSourceOptions): HistorySource {
  const http = new HttpClient(
    options.fetch ? { baseUrl: options.url, fetch: options.fetch } : { baseUrl: options.url },
  );
  const pageSize = options.pageSize ?? 10;
  const read = async (
    action: EtherscanList['action'],
    request: HistoryRequest & { chainId: string },
    endblock: string | undefined,
  ): Promise<EtherscanList> => {
    const answer = await http.get({
      path: '',
      params: {
        chainid: request.chainId.slice('eip155:'.length),
        module: 'account',
        action,
        address: request.account,
        startblock: 0,
        endblock,
        page: 1,
        offset: pageSize,
        sort: 'desc',
        apikey: options.apiKey,
      },
    });
    if (action === 'txlist') {
      const parsed = etherscanAnswerSchema.safeParse(answer);
      if (!parsed.success) throw new Error('Malformed Etherscan txlist answer');
      const rows = rowsOf(parsed.data, action);
      return { action, rows, full: rows.length >= pageSize };
    }
    const parsed = tokenAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new Error(`Malformed Etherscan ${action} answer`);
    const rows = rowsOf(parsed.data, action);
    return { action, rows, full: rows.length >= pageSize };
  };
  return {
    async fetch(request: HistoryRequest): Promise<HistoryPage> {
      const { chainId } = request;
      if (!chainId?.startsWith('eip155:')) throw new Error('The Etherscan source needs an eip155 chain id');
      const endblock = endBlockOf(request.cursor);
      const lists = await Promise.all(
        (['txlist', ...TOKEN_ACTIONS] as const).map((action) =>
          read(action, { ...request, chainId }, endblock),
        ),
      );
      return etherscanListsToHistoryPage(lists, request.account, chainId, options.nativeCurrency);
    },
  };
}
