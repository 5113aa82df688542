import type { EvmNetwork } from '../network-types';

/**
 * Ethereum mainnet as plain data: the network a kit uses when the host names none (SPEC §9,
 * default chain eip155:1). It equals the catalog's `mainnet` in every field the kit reads; it is
 * spelled out here so the first paint does not carry viem's chain helpers.
 */
export const DEFAULT_NETWORK: EvmNetwork = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockTime: 12_000,
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' },
  },
  contracts: {
    ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 23_085_558 },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14_353_601 },
  },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
};
