import { SwapError, type SwapQuote, type SwapQuoteRequest, type SwapSource } from '../../stores/swap-types';

/** How many quotes the search may ask for before giving up. */
const MAX_QUOTES = 8;
/** Head-room added to each estimate (parts per thousand), so the search ends in one or two steps. */
const HEADROOM_PER_MILLE = 1_005n;

/**
 * The exact-input quote whose guaranteed minimum (`amountOutMin`) covers `needed`, for any
 * source (sources quote exact inputs only): a small probe sets the rate, then each estimate is
 * scaled by how far its minimum fell short (price impact makes the first one short) until it
 * covers the need. Throws SwapError 'insufficient-balance' when more than `maxIn` would be needed.
 */
export async function quoteForAtLeast(
  source: SwapSource,
  request: Omit<SwapQuoteRequest, 'amountIn'>,
  needed: bigint,
  maxIn: bigint,
): Promise<SwapQuote> {
  if (needed <= 0n) throw new SwapError('invalid-amount', 'Nothing to swap for');
  if (maxIn <= 0n) throw new SwapError('insufficient-balance', 'Insufficient balance');
  const probe = 10n ** BigInt(request.fromToken.decimals) / 1_000n || 1n;
  let amountIn = probe < maxIn ? probe : maxIn;
  for (let step = 0; step < MAX_QUOTES; step++) {
    const quote = await source.quote({ ...request, amountIn });
    if (quote.amountOutMin >= needed) return quote;
    if (amountIn >= maxIn) {
      throw new SwapError('insufficient-balance', 'Insufficient balance for the swap this needs');
    }
    const next =
      quote.amountOutMin === 0n
        ? amountIn * 1_000n
        : (amountIn * needed * HEADROOM_PER_MILLE) / (quote.amountOutMin * 1_000n) + 1n;
    amountIn = next > maxIn ? maxIn : next > amountIn ? next : amountIn + 1n;
  }
  throw new SwapError('insufficient-liquidity', 'No quote covers the amount needed');
}
