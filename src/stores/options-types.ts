import { DEFAULT_NETWORK } from '../chains/networks/default-network';
import type { ChainNamespace } from '../chains/constants';
import type { CaipNetworkId } from '../chains/caip';
import type { CaipNetwork } from '../chains/network-types';
import type { TokenBalance } from './cache-schemas';
import type { AnalyticsSink } from './event-types';
import type { SIWXConfig } from './siwx-types';
import type { SwapSource } from './swap-types';
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  SDK_VERSION,
} from './constants';

// Types and defaults of the options, without their checks: stores that only read $options stay light.

/** USD prices for some balances, in the same order (undefined where unknown); testnets are never priced. */
export type PriceSource = (
  balances: readonly TokenBalance[],
  network: CaipNetwork,
) => Promise<ReadonlyArray<number | undefined>>;

/** A social login provider (SPEC §9 default socials). */
export type SocialProvider = (typeof DEFAULT_SOCIALS)[number];
/** A connector section (SPEC §2). */
export type ConnectorTypeOrderItem = (typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number];
/** A wallet feature button (SPEC §9). */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number];
/** A connect method (SPEC §2). */
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHODS_ORDER)[number];
/** Account kinds a namespace can prefer (SPEC §3). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

/** Sign-in-with-wallet configuration (AppKit's SIWXConfig shape; see src/siwx/types.ts). */
export type SiwxConfig = SIWXConfig;

/** Legacy sign-in-with-Ethereum configuration; kept as given. */
export type SiweConfig = Record<string, unknown>;

/** The app's metadata (SPEC §3 dapp data). */
export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** A wallet the host adds to the list; fields beyond these are kept as given. */
export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string | null;
  image_url?: string | null;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
  rdns?: string | null;
  [extra: string]: unknown;
}

/** Where a network's account history (and, from Blockscout, its NFTs) comes from. */
export interface HistorySourceConfig {
  type: 'otterscan' | 'blockscout' | 'etherscan';
  /** Otterscan: the node's JSON-RPC URL; Blockscout: the explorer's base URL; Etherscan: its API URL. */
  url: string;
  /** Etherscan-compatible APIs: the API key, sent as `apikey`. */
  apiKey?: string;
}

/** Every feature flag with its default applied (SPEC §3, §9). */
export interface Features {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  emailShowWallets: boolean;
  socials: false | SocialProvider[];
  connectorTypeOrder: ConnectorTypeOrderItem[];
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  walletFeaturesOrder: WalletFeature[];
  connectMethodsOrder: ConnectMethod[];
  pay: boolean;
}

/** A feature flag name. */
export type FeatureName = keyof Features;

/** A token of the `tokens` option: its contract address and an optional icon URL. */
export interface TokenOption {
  address: string;
  image?: string;
}

/** Keys of the onramp providers (SPEC §9 coinbase and meld). */
export interface OnrampKeys {
  coinbase?: { appId: string };
  meld?: { publicKey: string };
  /** A development onramp page (the local stack's /dev/onramp/): listed as "Dev Onramp" when set. */
  dev?: { url: string };
  /** Show the purchases the providers report (read by the secure site with its report keys) in Activity. */
  showPurchases?: boolean;
}

/** Options after validation with every default applied. */
export interface ResolvedOptions {
  projectId: string | undefined;
  sdkType: string;
  sdkVersion: string;
  /** The host's network objects, as given (empty when none were passed). */
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork | undefined;
  /** Preferred account kind per namespace (SPEC §3 defaults, host values override). */
  defaultAccountTypes: Record<ChainNamespace, AccountType>;
  features: Features;
  /** Feature names the host set explicitly (tells a configured connectMethodsOrder from the default). */
  configuredFeatures: FeatureName[];
  metadata: AppMetadata | undefined;
  themeMode: 'dark' | 'light' | 'system';
  themeVariables: Record<string, string | number>;
  secureSiteUrl: string | undefined;
  relayUrl: string | undefined;
  /** A wallet registry in the WalletConnect Explorer format; unset, the bundled list is used. */
  walletRegistryUrl: string | undefined;
  /** The IPFS gateway ipfs:// NFT metadata and images go through (`https://host/ipfs/`); unset, ipfs.io. */
  ipfsGateway: string | undefined;
  customRpcUrls: Partial<Record<CaipNetworkId, { url: string; config?: Record<string, unknown> }[]>>;
  /** Rank each network's RPC URLs by latency and stability (SPEC §7): every network, or the ones listed. */
  rankRpcUrls: boolean | CaipNetworkId[];
  /** Tokens to read balances of, per network (AppKit's one entry, or a list). */
  tokens: Partial<Record<CaipNetworkId, TokenOption | TokenOption[]>>;
  /**
   * History sources per network: the first entry serves Activity, the first Blockscout entry NFTs.
   * A network without one reads its history from its own node with the Otterscan API.
   */
  historySources?: Partial<Record<CaipNetworkId, HistorySourceConfig | HistorySourceConfig[]>>;
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  includeWalletIds: string[];
  excludeWalletIds: string[];
  featuredWalletIds: string[];
  customWallets: CustomWallet[];
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
  isSiweEnabled: boolean;
  siweConfig: SiweConfig | undefined;
  siwx: SiwxConfig | undefined;
  analyticsSink: AnalyticsSink | undefined;
  /** Where the Tokens tab gets USD prices; none by default (no price service is called). */
  priceSource: PriceSource | undefined;
  /** The host's swap quote source (an aggregator); the built-in Uniswap V2 source when unset. */
  swapSource?: SwapSource;
  /** Uniswap V2-compatible routers per network (`eip155:<id>` → address), over the built-in table. */
  swapRouters?: Record<string, string>;
  /** Onramp provider keys: `{ coinbase: { appId }, meld: { publicKey } }`. */
  onramp?: OnrampKeys;
  debug: boolean;
  enableWalletConnect: boolean;
  enableWalletGuide: boolean;
  enableWallets: boolean;
  enableEIP6963: boolean;
  enableNetworkSwitch: boolean;
  enableAuthLogger: boolean;
  enableEmbedded: boolean;
  allowUnsupportedChain: boolean;
  manualWCControl: boolean;
  /** WalletConnect's verify, telemetry and echo calls; false keeps every call but the relay's off. */
  walletConnectServices: boolean;
  disableAppend: boolean;
  hasMultipleAddresses: boolean;
}

/** Account kind per namespace when the host sets none (SPEC §3). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
};

/** Feature flags when the host sets none (SPEC §9: four off, the rest on). */
export function defaultFeatures(): Features {
  return {
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    emailShowWallets: true,
    socials: [...DEFAULT_SOCIALS],
    connectorTypeOrder: [...DEFAULT_CONNECTOR_TYPE_ORDER],
    history: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    collapseWallets: false,
    walletFeaturesOrder: [...DEFAULT_WALLET_FEATURES_ORDER],
    connectMethodsOrder: [...DEFAULT_CONNECT_METHODS_ORDER],
    pay: false,
  };
}

/** The resolved options when the host passes nothing (SPEC §9 defaults). */
export function defaultResolvedOptions(): ResolvedOptions {
  return {
    projectId: undefined,
    sdkType: 'appkit',
    sdkVersion: `html-w3m-${SDK_VERSION}`,
    networks: [DEFAULT_NETWORK],
    defaultNetwork: undefined,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES },
    features: defaultFeatures(),
    configuredFeatures: [],
    metadata: undefined,
    themeMode: 'dark',
    themeVariables: {},
    secureSiteUrl: undefined,
    relayUrl: undefined,
    walletRegistryUrl: undefined,
    ipfsGateway: undefined,
    customRpcUrls: {},
    rankRpcUrls: false,
    tokens: {},
    allWallets: 'SHOW',
    includeWalletIds: [],
    excludeWalletIds: [],
    featuredWalletIds: [],
    customWallets: [],
    termsConditionsUrl: undefined,
    privacyPolicyUrl: undefined,
    isSiweEnabled: false,
    siweConfig: undefined,
    siwx: undefined,
    analyticsSink: undefined,
    priceSource: undefined,
    debug: true,
    enableWalletConnect: true,
    enableWalletGuide: true,
    enableWallets: true,
    enableEIP6963: true,
    enableNetworkSwitch: true,
    enableAuthLogger: true,
    enableEmbedded: false,
    allowUnsupportedChain: false,
    manualWCControl: false,
    walletConnectServices: true,
    disableAppend: false,
    hasMultipleAddresses: false,
  };
}
