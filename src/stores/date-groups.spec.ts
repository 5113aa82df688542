import { $locale } from '../locales/active';
import { monthGroupLabel } from './date-groups';

describe('monthGroupLabel', () => {
  const now = new Date(2026, 10, 22);

  test('SPEC §9: months of the current year show the month name only', () => {
    expect(monthGroupLabel(2026, 0, now)).toBe('January');
    expect(monthGroupLabel(2026, 10, now.getTime())).toBe('November');
  });

  test('SPEC §9: months of other years show month and year', () => {
    expect(monthGroupLabel(2025, 11, now)).toBe('December 2025');
    expect(monthGroupLabel(2027, 2, now)).toBe('March 2027');
  });

  test('SPEC §9: the current year follows the clock', () => {
    jest.useFakeTimers({ now: new Date(2024, 5, 1) });
    try {
      expect(monthGroupLabel(2024, 5)).toBe('June');
      expect(monthGroupLabel(2026, 5)).toBe('June 2026');
    } finally {
      jest.useRealTimers();
    }
  });

  test.each([
    [2026, -1],
    [2026, 12],
    [2026, 1.5],
    [Number.NaN, 1],
  ])('SPEC §9: year %p month %p is rejected', (year, month) => {
    expect(() => monthGroupLabel(year, month, now)).toThrow(RangeError);
  });
});

describe('monthGroupLabel in other locales (issue 22)', () => {
  const now = new Date(2026, 10, 22);
  afterEach(() => $locale.set({ code: 'en', dir: 'ltr' }));

  test('SPEC §9 in Japanese: month only this year, year and month before', () => {
    $locale.set({ code: 'ja', dir: 'ltr' });
    expect(monthGroupLabel(2026, 2, now)).toBe('3月');
    expect(monthGroupLabel(2024, 2, now)).toBe('2024年3月');
  });

  test('SPEC §9 in Arabic: month only this year, month and year (in the digits of the locale) before', () => {
    $locale.set({ code: 'ar', dir: 'rtl' });
    const year = new Intl.NumberFormat('ar', { useGrouping: false }).format(2024);
    expect(monthGroupLabel(2026, 2, now)).toBe('مارس');
    expect(monthGroupLabel(2024, 2, now)).toBe(`مارس ${year}`);
  });
});
