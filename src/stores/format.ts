import { localizeDecimals, ltr } from '../locales/intl';

/**
 * Display formatting of SPEC §5: balances keep up to 3 decimals (truncated); token amounts show 2
 * decimals and transfer quantities up to 3, both rounded half away from zero. Balances and
 * quantities drop needless trailing zeros (`10000`, `1.5`), and an amount too small for 3
 * decimals shows as `< 0.001` rather than a misleading `0.000`. All arithmetic is on
 * decimal strings and bigint, so 18-decimal token values and huge supplies never lose digits to
 * floating point. Input: a decimal string (optionally signed, optionally with an exponent), a
 * finite number or a bigint; anything else throws a RangeError.
 */

interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  int: string;
  /** Fraction digits. */
  frac: string;
}

// Bounds the digits an exponent can expand to; no real balance needs more.
const MAX_EXPONENT = 400;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses a decimal value into sign, integer digits and fraction digits. */
function parseDecimal(value: string | number | bigint): Decimal {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    throw new RangeError(`Not a decimal number: "${String(value)}"`);
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite number: ${value}`);
  const text = typeof value === 'string' ? value.trim() : String(value);
  const match = DECIMAL.exec(text);
  const intDigits = match?.[2] ?? '';
  const fracDigits = match?.[3] ?? '';
  const exponent = Number(match?.[4] ?? '0');
  if (!match || intDigits + fracDigits === '' || Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`Not a decimal number: "${String(value)}"`);
  }
  const digits = intDigits + fracDigits;
  const point = intDigits.length + exponent;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const split = point <= 0 ? 1 : point;
  return {
    negative: match[1] === '-',
    int: padded.slice(0, split).replace(/^0+(?=\d)/, ''),
    frac: padded.slice(split),
  };
}

function render(negative: boolean, int: string, frac: string): string {
  const isZero = /^0*$/.test(int + frac);
  return `${negative && !isZero ? '-' : ''}${int}${frac === '' ? '' : `.${frac}`}`;
}

/** Keeps `places` fraction digits, dropping the rest. */
function truncate(value: string | number | bigint, places: number): string {
  const { negative, int, frac } = parseDecimal(value);
  return render(negative, int, frac.slice(0, places).padEnd(places, '0'));
}

/** Rounds to `places` fraction digits, half away from zero. */
function round(value: string | number | bigint, places: number): string {
  const { negative, int, frac } = parseDecimal(value);
  const kept = frac.slice(0, places).padEnd(places, '0');
  let scaled = BigInt(int + kept);
  if ((frac[places] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(places + 1, '0');
  return render(negative, text.slice(0, text.length - places), text.slice(text.length - places));
}

/**
 * `amount` (already cut to `places` decimals) without trailing zeros; a non-zero `value` it shows
 * as zero becomes `< 0.001` (or `> -0.001`).
 */
function tidy(value: string | number | bigint, amount: string, places: number): string {
  const short = amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
  if (short !== '0') return short;
  const { negative, int, frac } = parseDecimal(value);
  if (!/[1-9]/.test(int + frac)) return '0';
  const smallest = `0.${'1'.padStart(places, '0')}`;
  return negative ? `> -${smallest}` : `< ${smallest}`;
}

/** A balance with up to 3 decimals, truncated, and the symbol when given: `1.234 ETH`, `10000 ETH`. */
export function formatBalance(value: string | number | bigint, symbol?: string): string {
  const amount = tidy(value, truncate(value, 3), 3);
  return ltr(localizeDecimals(symbol ? `${amount} ${symbol}` : amount));
}

/** A token amount with 2 decimals, rounded: `12.35`. */
export function formatTokenAmount(value: string | number | bigint): string {
  return round(value, 2);
}

/** A transfer quantity with up to 3 decimals, rounded: `0.125`, `1.5`, `< 0.001`. */
export function formatTransferQuantity(value: string | number | bigint): string {
  return ltr(localizeDecimals(tidy(value, round(value, 3), 3)));
}
