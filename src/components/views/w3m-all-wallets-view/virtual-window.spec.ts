import { en } from '../../../locales/en';
import { FALLBACK_VIEWPORT_HEIGHT, OVERSCAN, ROW_HEIGHT, scrollTopFor, visibleRows } from './virtual-window';

describe('virtual window', () => {
  test('at the top: the visible rows plus the overscan below', () => {
    const visible = Math.ceil(448 / ROW_HEIGHT);
    expect(visibleRows(0, 448, 2000)).toEqual({ start: 0, end: visible + OVERSCAN });
  });

  test('in the middle and at the end, never past the list', () => {
    expect(visibleRows(100 * ROW_HEIGHT, 5 * ROW_HEIGHT, 2000)).toEqual({
      start: 100 - OVERSCAN,
      end: 105 + OVERSCAN,
    });
    expect(visibleRows(2000 * ROW_HEIGHT, 5 * ROW_HEIGHT, 2000)).toEqual({
      start: 1999 - OVERSCAN,
      end: 2000,
    });
    expect(visibleRows(0, 448, 3)).toEqual({ start: 0, end: 3 });
    expect(visibleRows(0, 448, 0)).toEqual({ start: 0, end: 0 });
  });

  test('an unmeasured viewport uses the fallback height', () => {
    expect(visibleRows(0, 0, 2000).end).toBe(Math.ceil(FALLBACK_VIEWPORT_HEIGHT / ROW_HEIGHT) + OVERSCAN);
  });

  test('scrollTopFor brings a row into view, or leaves the scroll where it is', () => {
    expect(scrollTopFor(0, 640, 320)).toBe(0);
    expect(scrollTopFor(20, 0, 320)).toBe(21 * ROW_HEIGHT - 320);
    expect(scrollTopFor(3, 0, 320)).toBe(0);
  });

  test('the all-wallets count reads exactly up to 999, then rounds down to hundreds', () => {
    expect(en.connect.list.allWalletsCount(21)).toBe('21');
    expect(en.connect.list.allWalletsCount(2021)).toBe('2,000+');
  });
});
