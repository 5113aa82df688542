/** The public IPFS gateway used when the host configures none. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

/**
 * Turns a token's metadata or image URI into one a browser can load: http(s) and data: URIs as
 * they are, `ipfs://<cid>/<path>` (and `ipfs://ipfs/<cid>`) through the gateway; anything else
 * (ar://, javascript:, relative paths, garbage) gives undefined.
 */
export function toFetchableUri(uri: unknown, gateway: string = DEFAULT_IPFS_GATEWAY): string | undefined {
  if (typeof uri !== 'string') return undefined;
  const trimmed = uri.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed) || /^data:/i.test(trimmed)) return trimmed;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([^\s]+)$/i.exec(trimmed);
  if (!ipfs?.[1]) return undefined;
  return `${gateway.endsWith('/') ? gateway : `${gateway}/`}${ipfs[1]}`;
}

/** An image URI a preview may show: http(s), an ipfs:// one through the gateway, or a data:image. */
export function toImageUri(uri: unknown, gateway?: string): string | undefined {
  const fetchable = toFetchableUri(uri, gateway);
  if (fetchable === undefined) return undefined;
  if (/^data:/i.test(fetchable)) return /^data:image\//i.test(fetchable) ? fetchable : undefined;
  return fetchable;
}

/** ERC-1155 `{id}` substitution: the token id as 64 lower-case hex digits, no 0x. */
export function substituteTokenId(uri: string, tokenId: bigint): string {
  return uri.replace(/\{id\}/g, tokenId.toString(16).padStart(64, '0'));
}

/** Decodes a data: URI's payload as text (base64 or percent-encoded); throws when malformed. */
export function decodeDataUri(uri: string): string {
  const match = /^data:([^,]*),(.*)$/is.exec(uri);
  if (!match) throw new Error('Malformed data: URI');
  const [, meta = '', payload = ''] = match;
  if (/;base64$/i.test(meta)) {
    const binary = atob(payload);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  }
  return decodeURIComponent(payload);
}
