import { currentTimezone, isRestrictedTimezone } from './restricted-timezones';

describe('restricted timezones (SPEC §6)', () => {
  it('covers mainland China, Hong Kong and Macau zones and their aliases', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau', 'PRC', 'Hongkong']) {
      expect(isRestrictedTimezone(zone)).toBe(true);
    }
  });

  it('leaves other zones, Taipei and Singapore included, and an unknown zone open', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Taipei', 'Asia/Singapore', 'UTC', '']) {
      expect(isRestrictedTimezone(zone)).toBe(false);
    }
  });

  it('reads the browser timezone through Intl', () => {
    expect(currentTimezone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
