import type { Chain } from 'viem';

/** The chain families (CAIP-2 namespaces) the widget knows. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot';

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:8453`. */
export type CaipNetworkId<N extends ChainNamespace = ChainNamespace> = `${N}:${string}`;

/** Name, symbol and decimals of a network's native coin. */
export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** Optional artwork for a network: a registry image id or a direct URL. */
export interface NetworkAssets {
  imageId?: string;
  imageUrl?: string;
}

/** Fields every network has, whatever its namespace (SPEC §3 "Network"). */
interface NetworkBase<N extends ChainNamespace> {
  id: number | string;
  name: string;
  /** Short slug, e.g. `solana-mainnet`. */
  network?: string;
  caipNetworkId: CaipNetworkId<N>;
  chainNamespace: N;
  nativeCurrency: NativeCurrency;
  /** HTTP endpoints, and WebSocket ones where the chain's clients subscribe (Solana's signatureSubscribe). */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  assets?: NetworkAssets;
}

/** An EVM network: a viem `Chain` (so it can be handed to viem as is) plus the CAIP fields. */
export type EvmNetwork<C extends Chain = Chain> = C & {
  chainNamespace: 'eip155';
  caipNetworkId: `eip155:${number}`;
  network?: string;
  assets?: NetworkAssets;
  /** viem chain config (formatters, serializers) to load before building clients; see viem-chain-config. */
  viemChainConfig?: ViemChainConfigKind;
};

/** Chain families whose viem formatters/serializers are loaded on demand instead of shipped up front. */
export type ViemChainConfigKind = 'op-stack' | 'celo' | 'zksync' | 'linea';

/** A Solana cluster, identified by the first 32 characters of its genesis hash. */
export interface SolanaNetwork extends NetworkBase<'solana'> {
  id: string;
  /** The id older wallets still use for this cluster. */
  deprecatedCaipNetworkId?: CaipNetworkId<'solana'>;
}

/** A Bitcoin-like chain, identified by the first 32 hex digits of its genesis block hash. */
export interface BitcoinNetwork extends NetworkBase<'bip122'> {
  id: string;
  /**
   * Base URL of an Esplora-compatible HTTP API (`/address/:a`, `/address/:a/utxo`, `/tx`,
   * `/fee-estimates`) for balances, activity, fee rates and broadcasts; when absent the first
   * `rpcUrls.default.http` URL is used.
   */
  esploraApiUrl?: string;
}

/** A Polkadot-family chain, identified by its genesis hash prefix. */
export interface PolkadotNetwork extends NetworkBase<'polkadot'> {
  id: string;
}

/** Any network the widget can be configured with. */
export type CaipNetwork = EvmNetwork | SolanaNetwork | BitcoinNetwork | PolkadotNetwork;

/** Extra fields a catalog entry may set on top of the viem chain it is built from. */
export interface EvmNetworkExtras {
  name?: string;
  network?: string;
  assets?: NetworkAssets;
  viemChainConfig?: ViemChainConfigKind;
}
