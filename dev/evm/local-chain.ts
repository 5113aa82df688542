import { defineChain, type Chain } from 'viem';

/** A viem chain definition for a local dev node (ETH as the native currency, one RPC URL). */
export function localChain(chainId: number, rpcUrl: string, name = `Local ${chainId}`): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}
