import type { FetchLike } from '../http-client';
import { decodeDataUri, toFetchableUri, toImageUri } from './nft-uri';

/** What a token's metadata JSON gives a preview. */
export interface NftMetadata {
  name: string | undefined;
  imageUrl: string | undefined;
}

const NONE: NftMetadata = { name: undefined, imageUrl: undefined };

/** The JSON text behind a metadata URI (data: decoded locally, http(s)/ipfs fetched). */
async function readMetadataText(uri: string, fetcher: FetchLike): Promise<string> {
  if (/^data:/i.test(uri)) return decodeDataUri(uri);
  const response = await fetcher(uri, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`);
  return response.text();
}

/**
 * Reads ERC-721 / ERC-1155 metadata (`name`, `image` or `image_url`) from a token URI. A missing,
 * unreachable or malformed document gives no name and no image, never an error: the preview then
 * falls back to the collection name and the monogram.
 */
export async function fetchNftMetadata(
  tokenUri: string | undefined,
  options: { fetch: FetchLike; ipfsGateway?: string },
): Promise<NftMetadata> {
  const uri = toFetchableUri(tokenUri, options.ipfsGateway);
  if (uri === undefined) return NONE;
  let document: unknown;
  try {
    document = JSON.parse(await readMetadataText(uri, options.fetch));
  } catch {
    return NONE;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return NONE;
  const { name, image, image_url: imageUrl } = document as Record<string, unknown>;
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : undefined,
    imageUrl: toImageUri(image, options.ipfsGateway) ?? toImageUri(imageUrl, options.ipfsGateway),
  };
}
