import type { EvmNetwork } from '../network-types';

/**
 * Ethereum mainnet as plain data: the network a kit uses when the host names none (SPEC §9,
 * default chain eip155:1). It matches the catalog's `mainnet` in every field the kit reads (name,
 * coin, RPC, explorer, the ENS resolver and multicall contracts); it is spelled out here, without
 * the catalog's extras, so the first paint carries neither viem's chain helpers nor unused fields.
 */
export const DEFAULT_NETWORK: EvmNetwork = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: {
    ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' },
  },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
};
