import { ltr } from '../../../locales/intl';
/**
 * `0x1234…abcdef`: the first `charsStart` and last `charsEnd` characters of an address joined by
 * an ellipsis; an address too short to shorten is returned whole. Negative or fractional counts
 * are clamped to whole numbers from 0.
 */
export function shortenAddress(address: string, charsStart: number, charsEnd: number): string {
  const start = Math.max(0, Math.floor(Number.isFinite(charsStart) ? charsStart : 0));
  const end = Math.max(0, Math.floor(Number.isFinite(charsEnd) ? charsEnd : 0));
  if (address.length <= start + end + 1) return ltr(address);
  return ltr(`${address.slice(0, start)}…${end === 0 ? '' : address.slice(-end)}`);
}
