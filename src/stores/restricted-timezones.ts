/**
 * SPEC §6 restricted timezones (mainland China, Hong Kong and Macau zones and their legacy
 * aliases): buying and swapping are hidden there.
 */
export const RESTRICTED_TIMEZONES: ReadonlySet<string> = new Set([
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
]);

/** The browser's timezone (IANA name), or '' when Intl cannot tell. */
export function currentTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Whether buy and swap are hidden in this timezone (SPEC §6). */
export function isRestrictedTimezone(timezone: string = currentTimezone()): boolean {
  return RESTRICTED_TIMEZONES.has(timezone);
}
