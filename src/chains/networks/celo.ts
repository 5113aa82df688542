import type { EvmNetwork } from '../network-types';
import { defineEvmNetwork } from './define-evm-network';
import { MULTICALL3_ADDRESS } from './multicall';

/** Celo (eip155:42220); its viem formatters (fee currency fields) load on demand. */
export const celo: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(
  {
    id: 42_220,
    name: 'Celo',
    nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
    rpcUrls: { default: { http: ['https://forno.celo.org'] } },
    blockExplorers: {
      default: { name: 'Celo Explorer', url: 'https://celoscan.io', apiUrl: 'https://api.celoscan.io/api' },
    },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 13_112_599 } },
    blockTime: 1_000,
    testnet: false,
  },
  { viemChainConfig: 'celo' },
);
