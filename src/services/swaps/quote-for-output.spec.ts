import { quoteForAtLeast } from './quote-for-output';
import { minimumAmountOut } from './slippage';
import { SwapError, type SwapQuoteRequest, type SwapSource } from '../../stores/swap-types';

/** A constant-product pool (0.3 % fee) like Uniswap V2's getAmountOut, counting the quotes asked for. */
function poolSource(reserveIn: bigint, reserveOut: bigint): SwapSource & { asked: bigint[] } {
  const asked: bigint[] = [];
  return {
    asked,
    quote: async (request: SwapQuoteRequest) => {
      asked.push(request.amountIn);
      const withFee = request.amountIn * 997n;
      const amountOut = (withFee * reserveOut) / (reserveIn * 1000n + withFee);
      return {
        amountIn: request.amountIn,
        amountOut,
        amountOutMin: minimumAmountOut(amountOut, request.slippagePercent),
        route: [],
      };
    },
    buildTransaction: async () => ({
      to: '0x0000000000000000000000000000000000000001',
      data: '0x',
      value: 0n,
    }),
  };
}

const base = {
  chainId: 31337,
  account: '0x000000000000000000000000000000000000fa1d' as const,
  fromToken: { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const, decimals: 18, symbol: 'ETH' },
  toToken: { address: '0x0000000000000000000000000000000000000002' as const, decimals: 6, symbol: 'tUSD' },
  slippagePercent: 1,
};

describe('a quote that covers an amount needed (exact-input sources only)', () => {
  test('the minimum covers 5 tUSD from a 100 ETH / 200,000 tUSD pool, over-buying by about the slippage only', async () => {
    const source = poolSource(10n ** 20n, 200_000n * 10n ** 6n);
    const needed = 5n * 10n ** 6n;
    const quote = await quoteForAtLeast(source, base, needed, 10n ** 19n);
    expect(quote.amountOutMin).toBeGreaterThanOrEqual(needed);
    // No more than 2 % above what is needed (1 % slippage + the search's head-room).
    expect(quote.amountOutMin).toBeLessThan((needed * 102n) / 100n);
    expect(source.asked.length).toBeLessThanOrEqual(4);
  });

  test('a trade with a large price impact still ends covered', async () => {
    const source = poolSource(10n ** 20n, 200_000n * 10n ** 6n);
    const needed = 100_000n * 10n ** 6n; // half the pool: far from the small probe's rate
    const quote = await quoteForAtLeast(source, base, needed, 10n ** 21n);
    expect(quote.amountOutMin).toBeGreaterThanOrEqual(needed);
  });

  test('more than the balance can buy is an insufficient-balance SwapError', async () => {
    const source = poolSource(10n ** 20n, 200_000n * 10n ** 6n);
    const failure = quoteForAtLeast(source, base, 5_000n * 10n ** 6n, 10n ** 18n);
    await expect(failure).rejects.toBeInstanceOf(SwapError);
    await expect(failure).rejects.toMatchObject({ code: 'insufficient-balance' });
    await expect(quoteForAtLeast(source, base, 0n, 10n ** 18n)).rejects.toMatchObject({
      code: 'invalid-amount',
    });
  });
});
