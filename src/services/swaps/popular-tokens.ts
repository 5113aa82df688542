import type { SwapToken } from '../../stores/swap';

type Row = readonly [symbol: string, name: string, decimals: number, address: `0x${string}`];

/**
 * SPEC §9 popular swap tokens (USDC, USDT, DAI, the wrapped native coin, WBTC, UNI and the
 * network's own token) for the swap networks with a built-in router, by chain id. Addresses are
 * the issuers' canonical deployments, in checksum case (a unit test checks each one). Local
 * chains have none: the host lists its tokens with the `tokens` option (the demo passes the stack's).
 */
const POPULAR: Readonly<Record<number, readonly Row[]>> = {
  1: [
    ['USDC', 'USD Coin', 6, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    ['USDT', 'Tether USD', 6, '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['DAI', 'Dai Stablecoin', 18, '0x6B175474E89094C44Da98b954EedeAC495271d0F'],
    ['WETH', 'Wrapped Ether', 18, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
    ['WBTC', 'Wrapped BTC', 8, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'],
    ['UNI', 'Uniswap', 18, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'],
  ],
  10: [
    ['USDC', 'USD Coin', 6, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'],
    ['USDT', 'Tether USD', 6, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'],
    ['DAI', 'Dai Stablecoin', 18, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'],
    ['WETH', 'Wrapped Ether', 18, '0x4200000000000000000000000000000000000006'],
    ['OP', 'Optimism', 18, '0x4200000000000000000000000000000000000042'],
  ],
  56: [
    ['USDT', 'Tether USD', 18, '0x55d398326f99059fF775485246999027B3197955'],
    ['USDC', 'USD Coin', 18, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d'],
    ['WBNB', 'Wrapped BNB', 18, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c'],
    ['ETH', 'Ethereum Token', 18, '0x2170Ed0880ac9A755fd29B2688956BD959F933F8'],
  ],
  137: [
    ['USDC', 'USD Coin', 6, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'],
    ['USDT', 'Tether USD', 6, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'],
    ['DAI', 'Dai Stablecoin', 18, '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063'],
    ['WETH', 'Wrapped Ether', 18, '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'],
    ['WPOL', 'Wrapped POL', 18, '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270'],
  ],
  8453: [
    ['USDC', 'USD Coin', 6, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
    ['DAI', 'Dai Stablecoin', 18, '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb'],
    ['WETH', 'Wrapped Ether', 18, '0x4200000000000000000000000000000000000006'],
  ],
  42161: [
    ['USDC', 'USD Coin', 6, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
    ['USDT', 'Tether USD', 6, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
    ['DAI', 'Dai Stablecoin', 18, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'],
    ['WETH', 'Wrapped Ether', 18, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'],
    ['WBTC', 'Wrapped BTC', 8, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f'],
    ['ARB', 'Arbitrum', 18, '0x912CE59144191C1204E64559FE8253a0e49E6548'],
  ],
  43114: [
    ['USDC', 'USD Coin', 6, '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E'],
    ['USDT', 'Tether USD', 6, '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'],
    ['WAVAX', 'Wrapped AVAX', 18, '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7'],
  ],
};

/** The popular swap tokens of a network (none for networks without a list, such as local chains). */
export function popularSwapTokens(chainId: number): SwapToken[] {
  return (POPULAR[chainId] ?? []).map(([symbol, name, decimals, address]) => ({
    symbol,
    name,
    decimals,
    address,
  }));
}

/** The chain ids with a popular-token list. */
export const POPULAR_TOKEN_CHAINS: readonly number[] = Object.keys(POPULAR).map(Number);
