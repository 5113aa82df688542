import { base64 } from '@scure/base';
import type { CaipNetwork } from '../network-schema';
import { metadataAddress, PROGRAM_IDS, toBase58 } from './keys';
import { solanaRpc } from './rpc';

/** A token's name and symbol as its Metaplex metadata account gives them. */
export interface TokenMetadata {
  name: string;
  symbol: string;
}

/** The Metaplex account key of a MetadataV1 account. */
const METADATA_V1 = 4;
const MAX_TEXT = 256;

/** Reads a borsh string (u32 length, then UTF-8), trimming the NUL padding Metaplex stores. */
function readText(view: DataView, bytes: Uint8Array, offset: number): { text: string; next: number } {
  const length = view.getUint32(offset, true);
  const start = offset + 4;
  if (length > MAX_TEXT || start + length > bytes.length) throw new Error('metadata text out of range');
  const text = new TextDecoder()
    .decode(bytes.subarray(start, start + length))
    .replace(/\0+$/, '')
    .trim();
  return { text, next: start + length };
}

/**
 * Decodes a Metaplex MetadataV1 account (key, update authority, mint, name, symbol) for `mint`;
 * undefined for data of another kind, of another mint, or cut short.
 */
export function decodeTokenMetadata(data: Uint8Array, mint: string): TokenMetadata | undefined {
  try {
    if (data[0] !== METADATA_V1 || data.length < 65 + 8) return undefined;
    if (toBase58(data.subarray(33, 65)) !== mint) return undefined;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const name = readText(view, data, 65);
    const symbol = readText(view, data, name.next);
    if (!name.text || !symbol.text) return undefined;
    return { name: name.text, symbol: symbol.text };
  } catch {
    return undefined;
  }
}

/** The base64 data of a getMultipleAccounts entry owned by the metadata program, or undefined. */
function metadataBytes(entry: unknown): Uint8Array | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { owner, data } = entry as { owner?: unknown; data?: unknown };
  if (owner !== PROGRAM_IDS.metadata || !Array.isArray(data) || typeof data[0] !== 'string') return undefined;
  try {
    return base64.decode(data[0]);
  } catch {
    return undefined;
  }
}

/**
 * The Metaplex metadata of each mint (one getMultipleAccounts call); a mint without metadata, or
 * whose metadata cannot be read, maps to undefined. Never throws: names are optional.
 */
export async function fetchTokenMetadata(
  network: CaipNetwork,
  mints: readonly string[],
): Promise<Map<string, TokenMetadata>> {
  const found = new Map<string, TokenMetadata>();
  if (mints.length === 0) return found;
  try {
    const result = await solanaRpc(network, 'getMultipleAccounts', [
      mints.map(metadataAddress),
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    const entries = (result as { value?: unknown } | null)?.value;
    if (!Array.isArray(entries)) return found;
    mints.forEach((mint, index) => {
      const bytes = metadataBytes(entries[index]);
      const metadata = bytes && decodeTokenMetadata(bytes, mint);
      if (metadata) found.set(mint, metadata);
    });
  } catch (error) {
    console.warn(`w3m: could not read token metadata on ${network.name}`, error);
  }
  return found;
}
