import { decodeAbiString, decodeUint8 } from './abi-decode';
import type { JsonRpcClient } from './json-rpc';

/** What a token contract says about itself. */
export interface TokenMetadata {
  symbol: string;
  decimals: number;
}

const SYMBOL = '0x95d89b41';
const DECIMALS = '0x313ce567';

/**
 * Reads symbol() and decimals() of token contracts over RPC, one batch for every token not seen
 * yet, and remembers them. A contract whose answers do not decode (not an ERC-20) is left out of
 * the result; NFT contracts answer symbol() only, so decimals default to 0 for them.
 */
export class TokenMetadataReader {
  private readonly known = new Map<string, TokenMetadata | undefined>();

  constructor(private readonly rpc: JsonRpcClient) {}

  /** The metadata of each address that answered (addresses lower case). */
  async read(addresses: Iterable<string>): Promise<Map<string, TokenMetadata>> {
    const wanted = [...new Set([...addresses].map((address) => address.toLowerCase()))];
    const missing = wanted.filter((address) => !this.known.has(address));
    if (missing.length > 0) {
      const calls = missing.flatMap((to) => [
        { method: 'eth_call', params: [{ to, data: SYMBOL }, 'latest'] },
        { method: 'eth_call', params: [{ to, data: DECIMALS }, 'latest'] },
      ]);
      const results = await this.rpc.batch(calls);
      missing.forEach((address, index) => {
        this.known.set(address, decode(results[index * 2], results[index * 2 + 1]));
      });
    }
    const found = new Map<string, TokenMetadata>();
    for (const address of wanted) {
      const metadata = this.known.get(address);
      if (metadata) found.set(address, metadata);
    }
    return found;
  }
}

function decode(symbol: unknown, decimals: unknown): TokenMetadata | undefined {
  if (typeof symbol !== 'string') return undefined;
  try {
    const text = decodeAbiString(symbol);
    if (text === '') return undefined;
    return { symbol: text, decimals: typeof decimals === 'string' ? safeUint8(decimals) : 0 };
  } catch {
    return undefined;
  }
}

function safeUint8(hex: string): number {
  try {
    return decodeUint8(hex);
  } catch {
    return 0;
  }
}
