import * as z from 'zod/mini';
import type { HistoryPage } from '../../stores/transaction-types';
import type { HistoryRequest, HistorySource } from '../../stores/transactions';
import { HttpClient, type FetchLike } from '../http-client';
import { buildTransaction } from './build-transaction';
import { parseQuantity } from './units';

const txSchema = z.looseObject({
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

/**
 * Turns a txlist answer (one page of `pageSize`, newest first) into a SPEC §3 history page. Status
 * '0' with 'No transactions found' is an empty page; any other status '0' is the API's error. A
 * full page means there may be more: the cursor is the next page number.
 */
export function etherscanToHistoryPage(
  answer: EtherscanAnswer,
  page: number,
  pageSize: number,
  account: string,
  chain: string,
  nativeCurrency: { symbol: string; decimals: number },
): HistoryPage {
  if (typeof answer.result === 'string' || answer.status !== '1') {
    if (/^No transactions found$/i.test(answer.message)) return { data: [] };
    const detail = typeof answer.result === 'string' ? answer.result : answer.message;
    throw new Error(`Etherscan API error: ${detail}`);
  }
  const data = answer.result.map((tx) =>
    buildTransaction(
      {
        hash: tx.hash,
        timestamp: Number(parseQuantity(tx.timeStamp, 'timeStamp')),
        chain,
        from: tx.from,
        to: tx.to === '' ? undefined : tx.to,
        failed: tx.isError === '1' || tx.txreceipt_status === '0',
        transfers: [
          {
            from: tx.from,
            to: tx.to,
            amount: parseQuantity(tx.value, 'value'),
            decimals: nativeCurrency.decimals,
            symbol: nativeCurrency.symbol,
          },
        ],
      },
      account,
    ),
  );
  return answer.result.length >= pageSize ? { data, next: String(page + 1) } : { data };
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

function pageOf(cursor: string | undefined): number {
  if (cursor === undefined) return 1;
  if (!/^[1-9][0-9]*$/.test(cursor)) throw new Error(`Invalid history cursor "${cursor}"`);
  return Number(cursor);
}

/**
 * The Etherscan-compatible history source: `module=account&action=txlist` newest first, with the
 * chain id (Etherscan v2 `chainid`) and API key, paged by page number.
 */
export function createEtherscanSource(options: EtherscanSourceOptions): HistorySource {
  const http = new HttpClient(
    options.fetch ? { baseUrl: options.url, fetch: options.fetch } : { baseUrl: options.url },
  );
  const pageSize = options.pageSize ?? 10;
  return {
    async fetch(request: HistoryRequest): Promise<HistoryPage> {
      if (!request.chainId?.startsWith('eip155:'))
        throw new Error('The Etherscan source needs an eip155 chain id');
      const page = pageOf(request.cursor);
      const answer = await http.get({
        path: '',
        params: {
          chainid: request.chainId.slice('eip155:'.length),
          module: 'account',
          action: 'txlist',
          address: request.account,
          page,
          offset: pageSize,
          sort: 'desc',
          apikey: options.apiKey,
        },
      });
      const parsed = etherscanAnswerSchema.safeParse(answer);
      if (!parsed.success) throw new Error('Malformed Etherscan txlist answer');
      return etherscanToHistoryPage(
        parsed.data,
        page,
        pageSize,
        request.account,
        request.chainId,
        options.nativeCurrency,
      );
    },
  };
}
