/** A base-unit amount as a decimal string with `decimals` places, trailing zeros dropped ('1.5', '0.000001', '12'). */
export function formatUnits(amount: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals ${decimals}`);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Parses a non-negative integer given as 0x-hex or decimal text; throws naming `what` otherwise. */
export function parseQuantity(value: string | number, what: string): bigint {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  } else if (/^0x[0-9a-f]+$/i.test(value) || /^[0-9]+$/.test(value)) {
    return BigInt(value);
  }
  throw new Error(`Invalid ${what} "${String(value)}"`);
}
