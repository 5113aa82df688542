import { newSpecPage } from '@stencil/core/testing';
import { monogramColor } from '../shared/monogram';
import { WuiNetworkImage } from './wui-network-image';

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiNetworkImage], html });
  return { page, root: page.root!.shadowRoot! };
}

describe('wui-network-image', () => {
  test('shows the image with the network name as alt text', async () => {
    const { root } = await render(
      '<wui-network-image name="Base" image-src="/base.svg"></wui-network-image>',
    );
    expect(root.querySelector('img')!.getAttribute('alt')).toBe('Base');
  });

  test('monogram without an image, and after a load error', async () => {
    const { root, page } = await render(
      '<wui-network-image name="Anvil Local" image-src="/x.svg"></wui-network-image>',
    );
    root.querySelector('img')!.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    const monogram = root.querySelector('.monogram') as HTMLElement;
    expect(monogram.textContent).toBe('AL');
    expect(monogram.getAttribute('aria-label')).toBe('Anvil Local');
    expect(monogram.style.backgroundColor).toBe(monogramColor('Anvil Local'));
  });

  test('disabled and the size become classes', async () => {
    const { root } = await render('<wui-network-image name="Base" disabled size="sm"></wui-network-image>');
    const classes = root.querySelector('.frame')!.classList;
    expect(classes.contains('disabled')).toBe(true);
    expect(classes.contains('size-sm')).toBe(true);
  });
});
