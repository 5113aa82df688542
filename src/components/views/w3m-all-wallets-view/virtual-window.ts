/** Height of one wallet row in the all-wallets list, in px (the list's layout relies on it). */
export const ROW_HEIGHT = 64;

/**
 * Rows rendered above and below the visible ones, so scrolling and Tab never meet a gap. Small:
 * each rendered row is updated when a search answers, so every extra row costs each keystroke.
 */
export const OVERSCAN = 2;

/** Viewport height assumed before the list has been measured (the list's CSS max height). */
export const FALLBACK_VIEWPORT_HEIGHT = 420;

/** Which rows to render: indexes `start` (inclusive) to `end` (exclusive). */
export interface RowWindow {
  start: number;
  end: number;
}

/** The rows visible at `scrollTop` in a viewport of `viewportHeight`, plus the overscan. */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  total: number,
  rowHeight = ROW_HEIGHT,
  overscan = OVERSCAN,
): RowWindow {
  if (total <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const height = viewportHeight > 0 ? viewportHeight : FALLBACK_VIEWPORT_HEIGHT;
  const first = Math.min(total - 1, Math.floor(top / rowHeight));
  const last = Math.ceil((top + height) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(total, last + overscan) };
}

/** The scrollTop that brings row `index` fully into a viewport (unchanged when it already is). */
export function scrollTopFor(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight = ROW_HEIGHT,
): number {
  const height = viewportHeight > 0 ? viewportHeight : FALLBACK_VIEWPORT_HEIGHT;
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return scrollTop;
}
