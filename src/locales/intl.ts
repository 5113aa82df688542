import { $locale } from './active';

const DECIMAL_RUN = /\d+(?:\.\d+)?/g;

/** The active locale's BCP 47 tag, for Intl. */
export function activeLocale(): string {
  return $locale.get().code;
}

/**
 * Rewrites the plain decimal numbers in `text` (`1.234 ETH`, `< 0.001`) with the active locale's
 * digits and decimal sign, keeping every digit: `1,234 ETH` in German, `١٫٢٣٤ ETH` in Arabic.
 * English text comes back unchanged.
 */
export function localizeDecimals(text: string): string {
  const locale = activeLocale();
  if (locale === 'en') return text;
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  // Integer part as a bigint and fraction digit by digit: a number would round past 15 digits.
  return text.replace(DECIMAL_RUN, (run) => {
    const [int, fraction] = run.split('.') as [string, string | undefined];
    const digits =
      fraction === undefined ? '' : [...fraction].map((digit) => format.format(Number(digit))).join('');
    return format.format(BigInt(int)) + (fraction === undefined ? '' : decimal + digits);
  });
}

/** An amount of fiat money in the active locale: `$12.35`, `12,35 $`, `US$12.35`. */
export function formatFiat(value: string | number, currency = 'USD'): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) throw new RangeError(`Not a fiat amount: "${String(value)}"`);
  return new Intl.NumberFormat(activeLocale(), { style: 'currency', currency }).format(amount);
}

/** A percentage in the active locale: `0.5%`, `0,5 %`, `٪٠٫٥`. */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(activeLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;
// One formatter per locale: building one costs far more than formatting with it.
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in `locale`. English integers are grouped here, as Intl would: the page's first
 * Intl.NumberFormat sets up ICU's number data, which took 40-120 ms at 4x CPU on the Connect
 * view's all-wallets tag and on All Wallets' count, the only numbers those views show.
 */
export function formatNumberIn(value: number, locale: string): string {
  if (locale === 'en' && Number.isSafeInteger(value)) return String(value).replace(THOUSANDS, ',');
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** A whole count in the active locale: `1,200`, `1.200`, `١٬٢٠٠`. */
export function formatCount(count: number): string {
  return formatNumberIn(count, activeLocale());
}

/** SPEC §9 month group label in the active locale: the month (`March`), or month and year (`March 2024`). */
export function formatMonthGroup(year: number, monthIndex: number, withYear: boolean): string {
  const options: Intl.DateTimeFormatOptions = withYear
    ? { month: 'long', year: 'numeric' }
    : { month: 'long' };
  return new Intl.DateTimeFormat(activeLocale(), options).format(new Date(year, monthIndex, 15));
}

/**
 * Keeps an address or amount left to right inside right-to-left text (a Unicode isolate), so
 * `0x12…abcd` and `1.5 ETH` never get reordered. Left-to-right locales get `text` unchanged.
 */
export function ltr(text: string): string {
  return $locale.get().dir === 'rtl' ? `\u2066${text}\u2069` : text;
}
