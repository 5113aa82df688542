import * as z from 'zod/mini';
import type { HistoryPage } from '../../stores/transaction-types';
import type { HistoryRequest, HistorySource } from '../../stores/transactions';
import { HttpClient, type FetchLike } from '../http-client';
import { buildTransaction, type RawTransfer } from './build-transaction';
import { decodePageParams, encodePageParams, type PageParams } from './page-cursor';
import { parseQuantity } from './units';

const addressRef = z.looseObject({ hash: z.string() });
const pageParams = z.nullable(
  z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
);

/** Blockscout's token info (the fields used here). */
export const blockscoutTokenSchema = z.looseObject({
  address: z.optional(z.string()),
  address_hash: z.optional(z.string()),
  name: z.nullable(z.optional(z.string())),
  symbol: z.nullable(z.optional(z.string())),
  decimals: z.nullable(z.optional(z.string())),
  type: z.string(),
  icon_url: z.nullable(z.optional(z.string())),
  reputation: z.nullable(z.optional(z.string())),
});

/** A Blockscout token, as parsed. */
export type BlockscoutToken = z.infer<typeof blockscoutTokenSchema>;

const tokenTransferSchema = z.looseObject({
  from: addressRef,
  to: addressRef,
  token: blockscoutTokenSchema,
  total: z.nullable(
    z.looseObject({
      value: z.optional(z.string()),
      decimals: z.nullable(z.optional(z.string())),
      token_id: z.nullable(z.optional(z.string())),
      token_instance: z.nullable(
        z.optional(z.looseObject({ image_url: z.nullable(z.optional(z.string())) })),
      ),
    }),
  ),
});

/** The answer of GET /api/v2/addresses/{hash}/transactions. */
export const blockscoutTransactionsSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      hash: z.string(),
      timestamp: z.string(),
      status: z.nullable(z.optional(z.string())),
      from: addressRef,
      to: z.nullable(addressRef),
      value: z.string(),
      token_transfers: z.nullable(z.optional(z.array(tokenTransferSchema))),
    }),
  ),
  next_page_params: pageParams,
});

/** A parsed transactions answer. */
export type BlockscoutTransactions = z.infer<typeof blockscoutTransactionsSchema>;

/** A token flagged by Blockscout's reputation check. */
export function isSpamToken(token: BlockscoutToken): boolean {
  return token.reputation === 'scam' || token.reputation === 'spam';
}

/** The contract address of a Blockscout token (older versions call it address, newer address_hash). */
export function tokenAddress(token: BlockscoutToken): string {
  return token.address_hash ?? token.address ?? '';
}

function tokenTransfer(transfer: z.infer<typeof tokenTransferSchema>): RawTransfer | undefined {
  const { token, total } = transfer;
  if (!total) return undefined;
  const from = transfer.from.hash;
  const to = transfer.to.hash;
  const label = token.name ?? token.symbol ?? tokenAddress(token);
  if (token.type === 'ERC-721' || token.type === 'ERC-1155') {
    const amount = token.type === 'ERC-1155' && total.value ? parseQuantity(total.value, 'amount') : 1n;
    const previewUrl = total.token_instance?.image_url ?? undefined;
    const nft = {
      name: `${label} #${total.token_id ?? '?'}`,
      spam: isSpamToken(token),
      ...(previewUrl ? { previewUrl } : {}),
    };
    return { from, to, amount, decimals: 0, nft };
  }
  if (!total.value) return undefined;
  const decimals = Number(total.decimals ?? token.decimals ?? '0');
  if (!Number.isInteger(decimals) || decimals < 0) return undefined;
  return {
    from,
    to,
    amount: parseQuantity(total.value, 'amount'),
    decimals,
    ...(token.symbol ? { symbol: token.symbol } : {}),
    ...(token.name ? { name: token.name } : {}),
    ...(token.icon_url ? { iconUrl: token.icon_url } : {}),
  };
}

/**
 * Turns a Blockscout v2 transactions answer into a SPEC §3 history page: the native value and the
 * token transfers of each transaction, 'failed' for status 'error'; the cursor carries
 * next_page_params.
 */
export function blockscoutToHistoryPage(
  answer: BlockscoutTransactions,
  account: string,
  chain: string,
  nativeCurrency: { symbol: string; decimals: number },
): HistoryPage {
  const data = answer.items.map((item) => {
    const timestamp = Date.parse(item.timestamp);
    if (Number.isNaN(timestamp))
      throw new Error(`Blockscout answer has an invalid timestamp for ${item.hash}`);
    const transfers: RawTransfer[] = [
      {
        from: item.from.hash,
        to: item.to?.hash ?? '',
        amount: parseQuantity(item.value, 'value'),
        decimals: nativeCurrency.decimals,
        symbol: nativeCurrency.symbol,
      },
    ];
    for (const transfer of item.token_transfers ?? []) {
      const raw = tokenTransfer(transfer);
      if (raw) transfers.push(raw);
    }
    return buildTransaction(
      {
        hash: item.hash,
        timestamp: Math.floor(timestamp / 1000),
        chain,
        from: item.from.hash,
        to: item.to?.hash,
        failed: item.status === 'error',
        transfers,
      },
      account,
    );
  });
  const next = answer.next_page_params;
  return next ? { data, next: encodePageParams(next as PageParams) } : { data };
}

/** How a Blockscout source is set up. */
export interface BlockscoutSourceOptions {
  /** The explorer's base URL, e.g. https://eth.blockscout.com. */
  url: string;
  nativeCurrency: { symbol: string; decimals: number };
  fetch?: FetchLike;
}

/** The Blockscout v2 history source: GET /api/v2/addresses/{account}/transactions, paged by next_page_params. */
export function createBlockscoutSource(options: BlockscoutSourceOptions): HistorySource {
  const http = new HttpClient(
    options.fetch ? { baseUrl: options.url, fetch: options.fetch } : { baseUrl: options.url },
  );
  return {
    async fetch(request: HistoryRequest): Promise<HistoryPage> {
      if (!request.chainId) throw new Error('The Blockscout source needs the chain id');
      const params = request.cursor === undefined ? {} : decodePageParams(request.cursor);
      const answer = await http.get({ path: `api/v2/addresses/${request.account}/transactions`, params });
      const parsed = blockscoutTransactionsSchema.safeParse(answer);
      if (!parsed.success) throw new Error('Malformed Blockscout transactions answer');
      return blockscoutToHistoryPage(parsed.data, request.account, request.chainId, options.nativeCurrency);
    },
  };
}
