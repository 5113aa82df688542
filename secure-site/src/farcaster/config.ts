import { isAddress, type Address } from 'viem';

/** Where Sign In With Farcaster reads custody addresses and which URL its QR codes carry. */
export interface FarcasterConfig {
  /** JSON-RPC endpoint of the chain with the ID registry (OP Mainnet in production). */
  rpcUrl: string;
  /** The ID registry contract (custodyOf(fid)). */
  idRegistry: Address;
  /** The Farcaster app's sign-in link; the channel token and request ride in its query. */
  connectUrl: string;
}

/** Farcaster's production values: OP Mainnet's public endpoint and the IdRegistry there. */
export const FARCASTER_DEFAULTS: FarcasterConfig = {
  rpcUrl: 'https://mainnet.optimism.io',
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  connectUrl: 'https://farcaster.xyz/~/siwf',
};

const httpUrl = (name: string, value: string): string => {
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} is not an http(s) URL: ${value}`);
  return value;
};

/** Reads W3M_FARCASTER_RPC_URL, W3M_FARCASTER_ID_REGISTRY and W3M_FARCASTER_CONNECT_URL (each optional). */
export function parseFarcasterConfig(env: NodeJS.ProcessEnv): FarcasterConfig {
  const rpcUrl = env.W3M_FARCASTER_RPC_URL?.trim() || FARCASTER_DEFAULTS.rpcUrl;
  const idRegistry = env.W3M_FARCASTER_ID_REGISTRY?.trim() || FARCASTER_DEFAULTS.idRegistry;
  const connectUrl = env.W3M_FARCASTER_CONNECT_URL?.trim() || FARCASTER_DEFAULTS.connectUrl;
  if (!isAddress(idRegistry, { strict: false }))
    throw new Error(`W3M_FARCASTER_ID_REGISTRY is not an address: ${idRegistry}`);
  return {
    rpcUrl: httpUrl('W3M_FARCASTER_RPC_URL', rpcUrl),
    idRegistry: idRegistry as Address,
    connectUrl: httpUrl('W3M_FARCASTER_CONNECT_URL', connectUrl),
  };
}
