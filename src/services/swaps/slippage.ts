export { DEFAULT_SLIPPAGE_PERCENT } from '../../stores/swap-types';

const BASIS_POINTS = 10_000n;

/**
 * The least output a swap accepts: `amountOut` less `slippagePercent` (rounded down, so the
 * minimum never exceeds what the slippage allows). Slippage must be within [0, 50] percent.
 */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  if (!Number.isFinite(slippagePercent) || slippagePercent < 0 || slippagePercent > 50) {
    throw new Error(`Slippage must be between 0 and 50 percent, got ${String(slippagePercent)}`);
  }
  if (amountOut < 0n) throw new Error('A swap output cannot be negative');
  const keptBasisPoints = BASIS_POINTS - BigInt(Math.round(slippagePercent * 100));
  return (amountOut * keptBasisPoints) / BASIS_POINTS;
}
