const SHOWN_DECIMALS = 6;

/** A base-unit amount in display units, cut (not rounded) to at most 6 decimals, without trailing zeros. */
export function formatSwapAmount(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const fraction = digits
    .slice(digits.length - decimals, digits.length - decimals + SHOWN_DECIMALS)
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** How many to-tokens one from-token buys at this quote, for the rate line. */
export function formatSwapRate(
  amountIn: bigint,
  inDecimals: number,
  amountOut: bigint,
  outDecimals: number,
): string {
  if (amountIn === 0n) return '0';
  // rate = (amountOut / 10^outDecimals) / (amountIn / 10^inDecimals), kept in out-token base units.
  const rate = (amountOut * 10n ** BigInt(inDecimals)) / amountIn;
  return formatSwapAmount(rate, outDecimals);
}

/** A price impact fraction as a percentage with two decimals ('<0.01%' for the tiniest). */
export function formatPriceImpact(impact: number | undefined): string {
  if (impact === undefined) return '–';
  if (impact > 0 && impact < 0.0001) return '<0.01%';
  return `${(impact * 100).toFixed(2)}%`;
}
