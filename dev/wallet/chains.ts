/** The native currency of a chain, as EIP-3085 describes it. */
export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A chain the wallet knows: it can switch to it and send its requests to `rpcUrl`. */
export interface KnownChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
  blockExplorerUrl?: string;
}

/** Ether, the currency of every dev chain unless told otherwise. */
export const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The chains the wallet knows out of the box: only the local dev chain, so adding 31338 runs add-chain. */
export const DEFAULT_CHAINS: readonly KnownChain[] = [
  { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: ETHER },
];

/** A chain id as the 0x-prefixed lowercase hex string EIP-1193 uses ("0x7a69"). */
export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

/** Parses a 0x-prefixed hex chain id; undefined unless it is a positive safe integer. */
export function parseHexChainId(value: string): number | undefined {
  if (!/^0x[0-9a-fA-F]{1,14}$/.test(value)) return undefined;
  const chainId = Number.parseInt(value, 16);
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}
