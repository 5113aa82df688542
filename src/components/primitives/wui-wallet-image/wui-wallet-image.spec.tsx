import { newSpecPage } from '@stencil/core/testing';
import { monogramColor, monogramHue, monogramInitials } from '../shared/monogram';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiWalletImage } from './wui-wallet-image';

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiWalletImage, WuiIcon], html });
  return { page, root: page.root!.shadowRoot! };
}

describe('wui-wallet-image', () => {
  test('shows the image with the name as alt text', async () => {
    const { root } = await render(
      '<wui-wallet-image name="Dev Wallet" image-src="/dev.png"></wui-wallet-image>',
    );
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/dev.png');
    expect(image.getAttribute('alt')).toBe('Dev Wallet');
    expect(root.querySelector('.monogram')).toBeNull();
  });

  test('without an image: a named monogram of the initials on the name colour', async () => {
    const { root } = await render('<wui-wallet-image name="Dev Wallet" size="lg"></wui-wallet-image>');
    const monogram = root.querySelector('.monogram') as HTMLElement;
    expect(monogram.getAttribute('role')).toBe('img');
    expect(monogram.getAttribute('aria-label')).toBe('Dev Wallet');
    expect(monogram.textContent).toBe('DW');
    expect(monogram.style.backgroundColor).toBe(monogramColor('Dev Wallet'));
    expect(root.querySelector('.frame')!.classList.contains('size-lg')).toBe(true);
  });

  test('an image that fails to load falls back to the monogram', async () => {
    const { root, page } = await render(
      '<wui-wallet-image name="Rabby" image-src="/broken.png"></wui-wallet-image>',
    );
    root.querySelector('img')!.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.monogram')!.textContent).toBe('R');
    // A new image gets its own chance.
    page.root!.setAttribute('image-src', '/rabby.png');
    await page.waitForChanges();
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/rabby.png');
  });

  test('installed adds a decorative badge', async () => {
    const { root } = await render('<wui-wallet-image name="Dev Wallet" installed></wui-wallet-image>');
    expect(root.querySelector('.badge')!.getAttribute('aria-hidden')).toBe('true');
    const plain = await render('<wui-wallet-image name="Dev Wallet"></wui-wallet-image>');
    expect(plain.root.querySelector('.badge')).toBeNull();
  });
});

describe('monogram rules', () => {
  test('initials: first letters of the first two words, else the first letter, else "?"', () => {
    expect(monogramInitials('Dev Wallet')).toBe('DW');
    expect(monogramInitials('coinbase wallet sdk')).toBe('CW');
    expect(monogramInitials('MetaMask')).toBe('M');
    expect(monogramInitials('trust-wallet')).toBe('TW');
    expect(monogramInitials('  ')).toBe('?');
  });

  test('the hue is deterministic and spreads over names', () => {
    expect(monogramHue('MetaMask')).toBe(monogramHue('MetaMask'));
    expect(monogramHue(' metamask ')).toBe(monogramHue('MetaMask'));
    const hues = new Set(['MetaMask', 'Rainbow', 'Coinbase', 'Trust', 'Phantom', 'Rabby'].map(monogramHue));
    expect(hues.size).toBeGreaterThan(4);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
    for (const hue of hues) expect(hue).toBeLessThan(360);
  });

  test('a known wallet without an image of its own gets its bundled logo, loaded on demand', async () => {
    const { page, root } = await render('<wui-wallet-image name="MetaMask"></wui-wallet-image>');
    // While the logo's module loads: an empty tile, not a monogram that would flash.
    await page.waitForChanges();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await page.waitForChanges();
    const logo = root.querySelector('.logo')!;
    expect(logo.getAttribute('aria-label')).toBe('MetaMask');
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(root.querySelector('.monogram')).toBeNull();
  });

  test("the wallet's own image wins over the bundled logo; WalletConnect has a logo too", async () => {
    const own = await render(
      '<wui-wallet-image name="MetaMask" image-src="/eip6963.svg"></wui-wallet-image>',
    );
    expect(own.root.querySelector('img')!.getAttribute('src')).toBe('/eip6963.svg');
    expect(own.root.querySelector('.logo')).toBeNull();
    const { loadLogo, walletLogoKey } = await import('../shared/logos/logo');
    expect(await loadLogo(walletLogoKey('WalletConnect'))).toMatch(/^<svg /);
    expect(await loadLogo(walletLogoKey('Not A Known Wallet'))).toBeUndefined();
  });
});

describe('wui-wallet-image before the logo table is known', () => {
  test('a known wallet shows an empty tile, never a monogram, until its logo draws', async () => {
    jest.resetModules();
    const logos = await import('../shared/logos/logo');
    const { WuiWalletImage: FreshImage } = await import('./wui-wallet-image');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    logos.provideLogoTable({
      'wallet:frame': () => gate.then(() => ({ default: '<svg id="frame"></svg>' })),
    });
    const page = await newSpecPage({
      components: [FreshImage],
      html: '<wui-wallet-image name="Frame"></wui-wallet-image>',
    });
    const root = page.root!.shadowRoot!;
    expect(root.querySelector('.placeholder')!.getAttribute('aria-label')).toBe('Frame');
    expect(root.querySelector('.monogram')).toBeNull();
    release();
    await gate;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await page.waitForChanges();
    expect(root.querySelector('.logo svg')!.id).toBe('frame');
    expect(root.querySelector('.monogram')).toBeNull();
  });
});
