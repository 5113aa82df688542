import type { EvmNetwork } from '../network-types';
import { defineEvmNetwork } from './define-evm-network';
import { MULTICALL3_ADDRESS } from './multicall';

// Plain data; the OP-stack viem formatters load on demand (viem-chain-config.ts).

/** OP Mainnet (eip155:10). */
export const optimism: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 10,
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
    blockExplorers: {
      default: {
        name: 'Optimism Explorer',
        url: 'https://optimistic.etherscan.io',
        apiUrl: 'https://api-optimistic.etherscan.io/api',
      },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 4_286_263 } },
    sourceId: 1,
    blockTime: 2_000,
  },
  { viemChainConfig: 'op-stack' },
);

/** OP Sepolia testnet (eip155:11155420). */
export const optimismSepolia: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 11_155_420,
    name: 'OP Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
    blockExplorers: {
      default: {
        name: 'Blockscout',
        url: 'https://optimism-sepolia.blockscout.com',
        apiUrl: 'https://optimism-sepolia.blockscout.com/api',
      },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 1_620_204 } },
    sourceId: 11_155_111,
    blockTime: 2_000,
    testnet: true,
  },
  { viemChainConfig: 'op-stack' },
);
