import type { EvmNetwork } from '../network-types';
import { defineEvmNetwork } from './define-evm-network';
import { MULTICALL3_ADDRESS } from './multicall';

// OP-stack chains are plain data here; their viem formatters load on demand (viem-chain-config.ts),
// which keeps `import { base }` at well under a kilobyte instead of ~15 kB gzipped.

/** Base mainnet (eip155:8453). */
export const base: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: {
      default: { name: 'Basescan', url: 'https://basescan.org', apiUrl: 'https://api.basescan.org/api' },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 5022 } },
    sourceId: 1,
    blockTime: 2_000,
  },
  { viemChainConfig: 'op-stack' },
);

/** Base Sepolia testnet (eip155:84532). */
export const baseSepolia: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 84532,
    name: 'Base Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
    blockExplorers: {
      default: {
        name: 'Basescan',
        url: 'https://sepolia.basescan.org',
        apiUrl: 'https://api-sepolia.basescan.org/api',
      },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 1_059_647 } },
    sourceId: 11_155_111,
    blockTime: 2_000,
    testnet: true,
  },
  { viemChainConfig: 'op-stack' },
);
