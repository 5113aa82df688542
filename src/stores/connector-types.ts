import type { ChainNamespace } from '../chains/constants';

/** SPEC §3 connector types. */
export const CONNECTOR_TYPES = [
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
  'WALLET_CONNECT',
  'AUTH',
  'ID_AUTH',
] as const;

/** One of the SPEC §3 connector types. */
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** A way to connect: an extension, an announced (EIP-6963) wallet, WalletConnect, the auth frame, … */
export interface Connector {
  id: string;
  type: ConnectorType;
  name: string;
  chain: ChainNamespace;
  /** EIP-6963 reverse-DNS id, when the wallet announced one. */
  rdns?: string;
  /** Wallet-registry id, when known. */
  explorerId?: string;
  imageUrl?: string;
  imageId?: string;
  /** Whether the wallet is present in this browser. */
  installed?: boolean;
  /** For MULTI_CHAIN: the same wallet's connector on each namespace. */
  connectors?: Connector[];
}

/** A wallet from the registry or the host's customWallets. */
export interface WalletListing {
  id: string;
  name: string;
  rdns?: string | null;
  imageUrl?: string | null;
  homepage?: string | null;
  mobileLink?: string | null;
  desktopLink?: string | null;
  webappLink?: string | null;
}

export type { RecentWallet } from './storage-rules';
