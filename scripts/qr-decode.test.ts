// The QR drawing of wui-qr-code must scan: rasterise the exact shapes of its SVG path (dots, rounded
// finder patterns, quiet zone, logo clear zone) into RGBA pixels and decode them with jsQR.
import jsQR from 'jsqr';
import {
  QUIET_ZONE,
  darknessTest,
  qrLayout,
  qrPath,
  type QrLayout,
} from '../src/components/primitives/wui-qr-code/qr-geometry';
import { encodeQrMatrix } from '../src/components/primitives/wui-qr-code/qr-matrix';

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn' +
  '&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1764000000';

/** Dark module colour of the default theme (--wui-qr-color) and the white background. */
const DARK = [0x14, 0x14, 0x14] as const;
const LIGHT = [0xff, 0xff, 0xff] as const;

/** Rasterises a layout into a `side`×`side` RGBA image, 2×2 samples per pixel (like anti-aliasing). */
function rasterise(layout: QrLayout, side: number): Uint8ClampedArray {
  const pixelsPerModule = side / layout.size;
  const dark = darknessTest(layout);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      let coverage = 0;
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        if (dark((px + ox) / pixelsPerModule, (py + oy) / pixelsPerModule)) coverage += 0.25;
      }
      const offset = (py * side + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        data[offset + channel] = Math.round(DARK[channel]! * coverage + LIGHT[channel]! * (1 - coverage));
      }
      data[offset + 3] = 255;
    }
  }
  return data;
}

/** What jsQR reads from the drawing shown at `side` CSS pixels (device pixel ratio 1). */
function decode(layout: QrLayout, side: number): string | undefined {
  return jsQR(rasterise(layout, side), side, side)?.data;
}

describe('wui-qr-code drawing decodes (jsQR)', () => {
  // 280 px is the element's default size; smaller than ~3 px per module jsQR itself gets unreliable.
  test.each([280, 320, 400])('a wc: URI without logo (level M) at %i px', async (side) => {
    const layout = qrLayout(await encodeQrMatrix(WC_URI, false), false);
    expect(layout.logo).toBeUndefined();
    expect(decode(layout, side)).toBe(WC_URI);
  });

  test.each([280, 320, 400])('a wc: URI with the logo zone cleared (level H) at %i px', async (side) => {
    const matrix = await encodeQrMatrix(WC_URI, true);
    const layout = qrLayout(matrix, true);
    // The clear zone really removes dark modules that the matrix has there.
    const { x, y, size } = layout.logo!;
    const darkInZone = matrix
      .slice(y - QUIET_ZONE, y - QUIET_ZONE + size)
      .flatMap((row) => row.slice(x - QUIET_ZONE, x - QUIET_ZONE + size))
      .filter(Boolean).length;
    expect(darkInZone).toBeGreaterThan(0);
    expect(decode(layout, side)).toBe(WC_URI);
  });

  test('the quiet zone is 4 light modules on every side', async () => {
    const layout = qrLayout(await encodeQrMatrix(WC_URI, false), false);
    const dark = darknessTest(layout);
    for (let i = 0; i < layout.size; i++) {
      for (let q = 0; q < QUIET_ZONE; q++) {
        for (const [px, py] of [
          [i + 0.5, q + 0.5],
          [q + 0.5, i + 0.5],
          [i + 0.5, layout.size - q - 0.5],
          [layout.size - q - 0.5, i + 0.5],
        ] as const) {
          expect(dark(px, py)).toBe(false);
        }
      }
    }
  });

  test('without its finder patterns the drawing does not decode (the check can fail)', async () => {
    const layout = qrLayout(await encodeQrMatrix(WC_URI, false), false);
    expect(decode({ ...layout, finders: [] }, 320)).toBeUndefined();
  });

  test('the path has one dot per drawn module and three rings+centres of finder patterns', async () => {
    const layout = qrLayout(await encodeQrMatrix(WC_URI, false), false);
    expect(qrPath(layout).split('M').length - 1).toBe(layout.dots.length + 3 * 3);
  });
});
