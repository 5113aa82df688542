import type { EvmNetwork } from '../network-types';
import { defineEvmNetwork } from './define-evm-network';

/** ZKsync Era (eip155:324); its viem formatters (EIP-712 transactions) load on demand. */
export const zksync: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 324,
    name: 'ZKsync Era',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: {
      default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] },
    },
    blockExplorers: {
      default: {
        name: 'ZKsync Explorer',
        url: 'https://explorer.zksync.io',
        apiUrl: 'https://block-explorer-api.mainnet.zksync.io/api',
      },
    },
    // ZKsync has its own Multicall3 deployment.
    contracts: {
      multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3_908_235 },
    },
    blockTime: 200,
  },
  { viemChainConfig: 'zksync' },
);
