import { formatMonthGroup } from '../locales/intl';

/**
 * SPEC §9 date grouping: the label of a month group of activity, in the active locale. The
 * current year shows the month name only ('March'); other years show month and year ('March 2024').
 */
export function monthGroupLabel(year: number, monthIndex: number, now: Date | number = Date.now()): string {
  if (!Number.isInteger(year) || !Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11) {
    throw new RangeError(`Invalid month ${year}-${monthIndex}`);
  }
  const currentYear = new Date(now).getFullYear();
  return formatMonthGroup(year, monthIndex, year !== currentYear);
}
