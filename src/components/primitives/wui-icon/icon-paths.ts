/** Names of the icons wui-icon can draw. */
export type IconName =
  | 'arrow-left'
  | 'close'
  | 'chevron-right'
  | 'search'
  | 'copy'
  | 'check'
  | 'wallet'
  | 'mail'
  | 'network'
  | 'info'
  | 'warning'
  | 'external'
  | 'disconnect'
  | 'qr'
  | 'send'
  | 'receive'
  | 'swap'
  | 'onramp'
  | 'refresh'
  | 'loader';

const CIRCLE = 'M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2z';

/**
 * Stroke paths of each icon on a 16×16 grid (drawn with a 1.5 px round stroke in currentColor).
 * A zero-length segment such as `h.01` draws a dot.
 */
export const ICON_PATHS: Readonly<Record<IconName, readonly string[]>> = {
  'arrow-left': ['M13 8H3', 'M7 4L3 8l4 4'],
  close: ['M4 4l8 8', 'M12 4l-8 8'],
  'chevron-right': ['M6 3.5L10.5 8 6 12.5'],
  search: ['M7 2.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9z', 'M10.3 10.3l3.2 3.2'],
  copy: [
    'M6 5.5h6a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-.5.5H6a.5.5 0 0 1-.5-.5V6a.5.5 0 0 1 .5-.5z',
    'M3.5 10V4a.5.5 0 0 1 .5-.5h6',
  ],
  check: ['M3 8.5l3 3 7-7'],
  wallet: [
    'M2.5 4.5h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-10z',
    'M2.5 4.5V4a1 1 0 0 1 1-1h7.5v1.5',
    'M10.5 8.5h.01',
  ],
  mail: ['M2.5 4h11v8h-11z', 'M2.5 4.5L8 9l5.5-4.5'],
  network: [CIRCLE, 'M2 8h12', 'M8 2c-2.2 2-2.2 10 0 12', 'M8 2c2.2 2 2.2 10 0 12'],
  info: [CIRCLE, 'M8 7.5V11', 'M8 5h.01'],
  warning: ['M8 2.5L14 13H2z', 'M8 6.5v3', 'M8 11.3h.01'],
  external: ['M9 3h4v4', 'M13 3L7.5 8.5', 'M11 9.5V13H3V5h3.5'],
  disconnect: ['M8 2v5', 'M4.8 4.2a5 5 0 1 0 6.4 0'],
  qr: [
    'M2.5 2.5h4v4h-4z',
    'M9.5 2.5h4v4h-4z',
    'M2.5 9.5h4v4h-4z',
    'M9.5 9.5h1.5',
    'M13.5 9.5v1.5',
    'M9.5 12.5v1',
    'M12 13.5h1.5',
  ],
  send: ['M4 12l8-8', 'M6 4h6v6'],
  receive: ['M12 4l-8 8', 'M4 6v6h6'],
  swap: ['M3 5.5h9', 'M9.5 3L12 5.5 9.5 8', 'M13 10.5H4', 'M6.5 8L4 10.5 6.5 13'],
  onramp: ['M2 4.5h12v7H2z', 'M2 7h12', 'M4.5 9.5h2'],
  refresh: ['M13 8a5 5 0 1 1-1.5-3.5', 'M13 2.5v3h-3'],
  loader: ['M8 2a6 6 0 1 0 6 6'],
};

/** Whether a value names an icon of the set. */
export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ICON_PATHS, value);
}
