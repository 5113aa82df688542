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
