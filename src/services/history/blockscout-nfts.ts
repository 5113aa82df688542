import * as z from 'zod/mini';
import type { Nft, NftPage, NftRequest, NftSource } from '../../stores/nfts';
import { HttpClient, type FetchLike } from '../http-client';
import { toImageUri } from '../nfts/nft-uri';
import { blockscoutTokenSchema, isSpamToken, tokenAddress } from './blockscout';
import { decodePageParams, encodePageParams, type PageParams } from './page-cursor';

const pageParams = z.nullable(
  z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
);

/** The answer of GET /api/v2/addresses/{hash}/nft. */
export const blockscoutNftsSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      image_url: z.nullable(z.optional(z.string())),
      metadata: z.nullable(
        z.optional(z.looseObject({ name: z.optional(z.unknown()), image: z.optional(z.unknown()) })),
      ),
      token: blockscoutTokenSchema,
      token_type: z.string(),
      value: z.nullable(z.optional(z.string())),
    }),
  ),
  next_page_params: pageParams,
});

/** A parsed NFT answer. */
export type BlockscoutNfts = z.infer<typeof blockscoutNftsSchema>;

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * Turns a Blockscout NFT answer into a page of holdings (only ERC-721 and ERC-1155 kept); an
 * ipfs:// image goes through `ipfsGateway`.
 */
export function blockscoutToNftPage(answer: BlockscoutNfts, ipfsGateway?: string): NftPage {
  const items: Nft[] = [];
  for (const item of answer.items) {
    const standard = item.token_type;
    if (standard !== 'ERC-721' && standard !== 'ERC-1155') continue;
    const collection = item.token.name ?? item.token.symbol ?? tokenAddress(item.token);
    const ownName = item.metadata?.name;
    const image = isHttpUrl(item.image_url)
      ? item.image_url
      : toImageUri(item.image_url ?? item.metadata?.image, ipfsGateway);
    items.push({
      id: `${tokenAddress(item.token).toLowerCase()}:${item.id}`,
      name: typeof ownName === 'string' && ownName !== '' ? ownName : `${collection} #${item.id}`,
      collection,
      tokenId: item.id,
      standard,
      amount: item.value ?? '1',
      imageUrl: image,
      spam: isSpamToken(item.token),
    });
  }
  const next = answer.next_page_params;
  return { items, next: next ? encodePageParams(next as PageParams) : undefined };
}

/** The Blockscout NFT source: GET /api/v2/addresses/{account}/nft?type=ERC-721,ERC-1155, paged. */
export function createBlockscoutNftSource(options: {
  url: string;
  fetch?: FetchLike;
  /** Gateway for ipfs:// images (default: the public ipfs.io gateway). */
  ipfsGateway?: string;
}): NftSource {
  const http = new HttpClient(
    options.fetch ? { baseUrl: options.url, fetch: options.fetch } : { baseUrl: options.url },
  );
  return {
    async fetch(request: NftRequest): Promise<NftPage> {
      const cursor = request.cursor === undefined ? {} : decodePageParams(request.cursor);
      const params = { type: 'ERC-721,ERC-1155', ...cursor };
      const answer = await http.get({ path: `api/v2/addresses/${request.account}/nft`, params });
      const parsed = blockscoutNftsSchema.safeParse(answer);
      if (!parsed.success) throw new Error('Malformed Blockscout NFT answer');
      return blockscoutToNftPage(parsed.data, options.ipfsGateway);
    },
  };
}
