/**
 * Pure display helpers for account views: shortened addresses, the name shown for an account
 * and its balance line. They never throw on what a store may hold (undefined, odd strings).
 */
import { formatBalance, formatTransferQuantity } from './format';
import { ltr } from '../locales/intl';

/** How many characters of an address stay visible on each side of the ellipsis. */
export interface ShortenOptions {
  /** Characters kept after the `0x` prefix (or from the start when there is none). */
  charsStart?: number;
  /** Characters kept at the end. */
  charsEnd?: number;
}

const ELLIPSIS = '\u2026';

/**
 * Shortens an address around an ellipsis, keeping any `0x` prefix:
 * `0x1234567890abcdef1234567890abcdef12345678` → `0x1234…345678` (defaults 4 and 6). An address
 * too short to gain from it is returned as is.
 */
export function shortenAddress(address: string, options: ShortenOptions = {}): string {
  const charsStart = Math.max(0, Math.floor(options.charsStart ?? 4));
  const charsEnd = Math.max(0, Math.floor(options.charsEnd ?? 6));
  const text = address.trim();
  const prefix = /^0x/i.test(text) ? text.slice(0, 2) : '';
  const body = text.slice(prefix.length);
  if (body.length <= charsStart + charsEnd + 1) return text;
  const end = charsEnd === 0 ? '' : body.slice(-charsEnd);
  return ltr(`${prefix}${body.slice(0, charsStart)}${ELLIPSIS}${end}`);
}

/** The name shown for an account: its profile name when it has one, else its shortened address. */
export function accountDisplayName(address: string, profileName?: string): string {
  const name = profileName?.trim();
  return name ? name : shortenAddress(address);
}

/**
 * The balance line of SPEC §5 (3 decimals, truncated) with its symbol, e.g. `1.234 ETH`;
 * undefined when there is no balance or it is not a decimal number.
 */
export function balanceDisplay(balance: string | undefined, symbol?: string): string | undefined {
  if (balance === undefined || balance.trim() === '') return undefined;
  try {
    return formatBalance(balance, symbol?.trim() || undefined);
  } catch {
    return undefined;
  }
}

/** A transfer quantity of SPEC §5 (3 decimals) with its symbol; undefined when it is not a number. */
export function quantityDisplay(quantity: string, symbol?: string): string | undefined {
  try {
    const amount = formatTransferQuantity(quantity);
    return symbol ? `${amount} ${symbol}` : amount;
  } catch {
    return undefined;
  }
}
