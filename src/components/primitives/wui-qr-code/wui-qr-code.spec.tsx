import { newSpecPage } from '@stencil/core/testing';
import { encode } from 'uqr';
import { QUIET_ZONE, qrLayout, qrPath } from './qr-geometry';
import { WuiQrCode } from './wui-qr-code';

const URI =
  'wc:9a6b1c1d2e3f40516273849a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8@2?relay-protocol=irn&symKey=' +
  '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/** Renders a QR code; componentWillLoad waits for the lazily imported encoder, so it is drawn on return. */
async function render(attributes: string) {
  const page = await newSpecPage({
    components: [WuiQrCode],
    html: `<wui-qr-code ${attributes}></wui-qr-code>`,
  });
  const root = page.root!.shadowRoot!;
  return { page, root, code: root.querySelector('.code')!, path: () => root.querySelector('path') };
}

describe('wui-qr-code', () => {
  test('draws the uri as one path in a viewBox of the matrix plus a 4-module quiet zone', async () => {
    const { code, path, root } = await render(`uri="${URI}" test-id="w3m-qr-code" label="Scan me"`);
    const matrix = encode(URI, { ecc: 'M', border: 0 }).data;
    const side = matrix.length + 2 * QUIET_ZONE;
    expect(root.querySelector('svg')!.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`);
    expect(root.querySelectorAll('path')).toHaveLength(1);
    expect(path()!.getAttribute('d')).toBe(qrPath(qrLayout(matrix, false)));
    expect(path()!.getAttribute('fill-rule')).toBe('evenodd');
    expect(code.getAttribute('role')).toBe('img');
    expect(code.getAttribute('aria-label')).toBe('Scan me');
    expect(code.getAttribute('data-testid')).toBe('w3m-qr-code');
    expect(root.querySelector('img')).toBeNull();
  });

  test('defaults: 280 px square and the "QR code" label', async () => {
    const { code } = await render(`uri="${URI}"`);
    expect(code.getAttribute('aria-label')).toBe('QR code');
    expect((code as HTMLElement).style.width).toBe('280px');
    expect((code as HTMLElement).style.height).toBe('280px');
  });

  test('a logo switches to level H, clears the centre and shows the image', async () => {
    const { root, path } = await render(`uri="${URI}" image-src="/logo.svg" size="300"`);
    const matrix = encode(URI, { ecc: 'H', border: 0 }).data;
    const layout = qrLayout(matrix, true);
    expect(layout.logo).toBeDefined();
    expect(path()!.getAttribute('d')).toBe(qrPath(layout));
    const logo = root.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect(logo.getAttribute('alt')).toBe('');
  });

  test('a logo that fails to load is removed, the code stays', async () => {
    const { page, root, path } = await render(`uri="${URI}" image-src="/missing.png"`);
    root.querySelector('img')!.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    expect(root.querySelector('img')).toBeNull();
    expect(path()).not.toBeNull();
  });

  test('a new uri redraws the code', async () => {
    const { page, path } = await render(`uri="${URI}"`);
    const before = path()!.getAttribute('d');
    page.root!.setAttribute('uri', 'wc:other@2?relay-protocol=irn&symKey=ab');
    // The encoder module is cached after the first load; wait until the redraw lands.
    for (let i = 0; i < 20 && path()!.getAttribute('d') === before; i++) await page.waitForChanges();
    expect(path()!.getAttribute('d')).toBe(
      qrPath(
        qrLayout(encode('wc:other@2?relay-protocol=irn&symKey=ab', { ecc: 'M', border: 0 }).data, false),
      ),
    );
  });

  test('an empty or over-long uri renders the labelled square without a path', async () => {
    const empty = await render('');
    expect(empty.path()).toBeNull();
    expect(empty.code.getAttribute('role')).toBe('img');
    const tooLong = await render(`uri="${'x'.repeat(8000)}"`);
    expect(tooLong.path()).toBeNull();
  });

  test('qrLayout rejects a matrix that is not a QR matrix', () => {
    expect(() => qrLayout([[true]], false)).toThrow('at least 21 modules');
  });
});
