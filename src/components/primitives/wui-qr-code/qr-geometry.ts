// Pure geometry of the QR drawing: which shapes go where, and the one SVG path that draws them.
// scripts/qr-decode.test.ts rasterises the same shapes and decodes them with jsQR.

/** Light modules around the code on every side (the quiet zone the QR standard asks for). */
export const QUIET_ZONE = 4;
/** Radius of a data module's dot, in modules: neighbours touch, which keeps jsQR reliable at ~3 px per module. */
export const DOT_RADIUS = 0.5;
/** Corner radii of a finder pattern's outer ring, its hole and its centre, in modules. */
export const FINDER_RADII = { outer: 2, hole: 1.4, centre: 1 } as const;
/** Share of the code's width kept free for a centred logo (small enough for level-H correction). */
export const LOGO_SHARE = 0.22;

/** A square area in modules, in drawing coordinates (quiet zone included). */
export interface QrSquare {
  x: number;
  y: number;
  size: number;
}

/** Everything the drawing needs: module dots, finder corners and the logo's clear zone. */
export interface QrLayout {
  /** Side of the drawing in modules, quiet zone included. */
  size: number;
  /** Top-left corners of the dark modules drawn as dots (finder patterns and the logo zone excluded). */
  dots: ReadonlyArray<readonly [number, number]>;
  /** Top-left corners of the three 7×7 finder patterns. */
  finders: ReadonlyArray<readonly [number, number]>;
  /** Square kept light for the logo, when there is one. */
  logo?: QrSquare;
}

const FINDER = 7;

/** The odd number of modules the logo zone spans, so it sits exactly on the centre module. */
function logoModules(matrixSize: number): number {
  const span = Math.round(matrixSize * LOGO_SHARE);
  return span % 2 === 1 ? span : span + 1;
}

function inSquare(square: QrSquare | undefined, x: number, y: number): boolean {
  return (
    !!square && x >= square.x && x < square.x + square.size && y >= square.y && y < square.y + square.size
  );
}

/**
 * Lays a QR matrix (rows of booleans, true = dark, no border) out for drawing: adds the quiet zone,
 * separates finder patterns from data dots, and clears the centre when a logo will sit there.
 */
export function qrLayout(matrix: ReadonlyArray<ReadonlyArray<boolean>>, withLogo: boolean): QrLayout {
  const n = matrix.length;
  if (n < 21 || matrix.some((row) => row.length !== n)) {
    throw new Error(`A QR matrix must be square and at least 21 modules wide (got ${n})`);
  }
  const size = n + 2 * QUIET_ZONE;
  const finders: Array<readonly [number, number]> = [
    [QUIET_ZONE, QUIET_ZONE],
    [QUIET_ZONE + n - FINDER, QUIET_ZONE],
    [QUIET_ZONE, QUIET_ZONE + n - FINDER],
  ];
  const span = logoModules(n);
  const logo = withLogo ? { x: (size - span) / 2, y: (size - span) / 2, size: span } : undefined;
  const inFinder = (x: number, y: number): boolean =>
    finders.some(([fx, fy]) => inSquare({ x: fx, y: fy, size: FINDER }, x, y));
  const dots: Array<readonly [number, number]> = [];
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      const x = c + QUIET_ZONE;
      const y = r + QUIET_ZONE;
      if (dark && !inFinder(x, y) && !inSquare(logo, x, y)) dots.push([x, y]);
    }),
  );
  return { size, dots, finders, ...(logo ? { logo } : {}) };
}

/** Formats a number for a path: at most 2 decimals, no trailing zeros, no leading zero. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100).replace(/^(-?)0\./, '$1.');
}

/** A closed rounded square as path commands (clockwise). */
function roundedSquare(x: number, y: number, side: number, radius: number): string {
  const straight = num(side - 2 * radius);
  const r = num(radius);
  return (
    `M${num(x + radius)} ${num(y)}h${straight}a${r} ${r} 0 0 1 ${r} ${r}v${straight}` +
    `a${r} ${r} 0 0 1 -${r} ${r}h-${straight}a${r} ${r} 0 0 1 -${r} -${r}v-${straight}` +
    `a${r} ${r} 0 0 1 ${r} -${r}z`
  );
}

/** A dot centred in the module whose top-left corner is (x, y). */
function dot(x: number, y: number): string {
  const r = num(DOT_RADIUS);
  const d = num(2 * DOT_RADIUS);
  return `M${num(x + 0.5 - DOT_RADIUS)} ${num(y + 0.5)}a${r} ${r} 0 1 0 ${d} 0a${r} ${r} 0 1 0 -${d} 0z`;
}

/**
 * One SVG path (to be filled with fill-rule="evenodd") drawing the whole code: rounded finder
 * patterns (ring, hole, centre) and one dot per dark data module, in module units.
 */
export function qrPath(layout: QrLayout): string {
  const parts = layout.finders.map(
    ([x, y]) =>
      roundedSquare(x, y, FINDER, FINDER_RADII.outer) +
      roundedSquare(x + 1, y + 1, FINDER - 2, FINDER_RADII.hole) +
      roundedSquare(x + 2, y + 2, FINDER - 4, FINDER_RADII.centre),
  );
  for (const [x, y] of layout.dots) parts.push(dot(x, y));
  return parts.join('');
}

/** Whether a point (in modules) is inside a rounded square. */
function inRoundedSquare(
  px: number,
  py: number,
  x: number,
  y: number,
  side: number,
  radius: number,
): boolean {
  if (px < x || py < y || px >= x + side || py >= y + side) return false;
  const cx = Math.min(Math.max(px, x + radius), x + side - radius);
  const cy = Math.min(Math.max(py, y + radius), y + side - radius);
  return (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2;
}

/**
 * A test of whether the drawing is dark at a point (in modules): the same shapes qrPath draws, so a
 * test can rasterise the code without an SVG renderer.
 */
export function darknessTest(layout: QrLayout): (px: number, py: number) => boolean {
  const dots = new Set(layout.dots.map(([x, y]) => x * layout.size + y));
  return (px, py) => {
    for (const [x, y] of layout.finders) {
      const layers =
        Number(inRoundedSquare(px, py, x, y, FINDER, FINDER_RADII.outer)) +
        Number(inRoundedSquare(px, py, x + 1, y + 1, FINDER - 2, FINDER_RADII.hole)) +
        Number(inRoundedSquare(px, py, x + 2, y + 2, FINDER - 4, FINDER_RADII.centre));
      if (layers > 0) return layers % 2 === 1;
    }
    const col = Math.floor(px);
    const row = Math.floor(py);
    if (!dots.has(col * layout.size + row)) return false;
    return (px - col - 0.5) ** 2 + (py - row - 0.5) ** 2 <= DOT_RADIUS ** 2;
  };
}
