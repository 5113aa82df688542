/** The slice of Uniswap V2 Router02's ABI the built-in swap source uses. */
const path = { name: 'path', type: 'address[]' } as const;
const to = { name: 'to', type: 'address' } as const;
const deadline = { name: 'deadline', type: 'uint256' } as const;
const amountIn = { name: 'amountIn', type: 'uint256' } as const;
const amountOutMin = { name: 'amountOutMin', type: 'uint256' } as const;
const amounts = [{ name: 'amounts', type: 'uint256[]' }] as const;

/** getAmountsOut, WETH and the three exact-input swaps (tokens→tokens, ETH→tokens, tokens→ETH). */
export const UNISWAP_V2_ROUTER_ABI = [
  {
    type: 'function',
    name: 'WETH',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [amountIn, path],
    outputs: amounts,
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [amountIn, amountOutMin, path, to, deadline],
    outputs: amounts,
  },
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [amountOutMin, path, to, deadline],
    outputs: amounts,
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: [amountIn, amountOutMin, path, to, deadline],
    outputs: amounts,
  },
] as const;
