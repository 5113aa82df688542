import { newSpecPage } from '@stencil/core/testing';
import { ICON_PATHS, isIconName } from './icon-paths';
import { WuiIcon } from './wui-icon';

describe('wui-icon', () => {
  test('draws the named icon, decorative by default', async () => {
    const page = await newSpecPage({ components: [WuiIcon], html: '<wui-icon name="close"></wui-icon>' });
    const svg = page.root!.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('class')).toContain('w3m-icon-md');
    expect(Array.from(svg.querySelectorAll('path')).map((p) => p.getAttribute('d'))).toEqual([
      ...ICON_PATHS.close,
    ]);
  });

  test('a label makes it an image with that name', async () => {
    const page = await newSpecPage({
      components: [WuiIcon],
      html: '<wui-icon name="warning" size="lg" label="Warning"></wui-icon>',
    });
    const svg = page.root!.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Warning');
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.getAttribute('class')).toContain('w3m-icon-lg');
  });

  test('an unknown name draws nothing instead of failing', async () => {
    const page = await newSpecPage({ components: [WuiIcon], html: '<wui-icon name="nope"></wui-icon>' });
    expect(page.root!.shadowRoot!.querySelectorAll('path')).toHaveLength(0);
    expect(isIconName('toString')).toBe(false);
  });

  test('every icon of the contract has paths', () => {
    const names = [
      'arrow-left',
      'close',
      'chevron-right',
      'search',
      'copy',
      'check',
      'wallet',
      'network',
      'info',
      'warning',
      'external',
      'disconnect',
      'qr',
      'send',
      'receive',
      'swap',
      'onramp',
      'refresh',
      'loader',
    ];
    for (const name of names) {
      expect(isIconName(name)).toBe(true);
      expect(ICON_PATHS[name as keyof typeof ICON_PATHS].length).toBeGreaterThan(0);
    }
  });
});
