/**
 * Uniswap V2 Router02 per chain id, for the SPEC §9 swap networks where Uniswap has deployed V2
 * (from Uniswap's "V2 Deployment Addresses" page). zkSync, Gnosis, Fantom, Kaia and Aurora have
 * none; a host adds or replaces routers with the `swapRouters` option.
 */
export const UNISWAP_V2_ROUTERS: Readonly<Record<number, `0x${string}`>> = {
  1: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  10: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
  56: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  137: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
  8453: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  42161: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  43114: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The routers to use: the built-in table with the host's overrides (keys `eip155:<id>` or the bare
 * chain id). A malformed key or address throws naming it.
 */
export function resolveSwapRouters(
  overrides: Readonly<Record<string, string>> = {},
): Record<number, `0x${string}`> {
  const routers: Record<number, `0x${string}`> = { ...UNISWAP_V2_ROUTERS };
  for (const [key, router] of Object.entries(overrides)) {
    const chainId = Number(key.startsWith('eip155:') ? key.slice('eip155:'.length) : key);
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`Invalid swapRouters key "${key}"`);
    if (!ADDRESS.test(router)) throw new Error(`Invalid swapRouters["${key}"]: expected a 0x address`);
    routers[chainId] = router as `0x${string}`;
  }
  return routers;
}
