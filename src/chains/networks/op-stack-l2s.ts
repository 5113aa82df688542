import type { EvmNetwork } from '../network-types';
import { defineEvmNetwork } from './define-evm-network';
import { MULTICALL3_ADDRESS } from './multicall';

// Plain data; the OP-stack viem formatters load on demand (viem-chain-config.ts).

/** Zora (eip155:7777777). */
export const zora: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 7_777_777,
    name: 'Zora',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
    blockExplorers: {
      default: {
        name: 'Explorer',
        url: 'https://explorer.zora.energy',
        apiUrl: 'https://explorer.zora.energy/api',
      },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 5_882 } },
    sourceId: 1,
    blockTime: 2_000,
  },
  { viemChainConfig: 'op-stack' },
);

/** Blast (eip155:81457). */
export const blast: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 81_457,
    name: 'Blast',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
    blockExplorers: {
      default: { name: 'Blastscan', url: 'https://blastscan.io', apiUrl: 'https://api.blastscan.io/api' },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 212_929 } },
    sourceId: 1,
    blockTime: 2_000,
  },
  { viemChainConfig: 'op-stack' },
);
