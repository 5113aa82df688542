import { newSpecPage } from '@stencil/core/testing';
import { avatarBaseColor, avatarColors, avatarGradient } from './avatar-gradient';
import { WuiAvatar } from './wui-avatar';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('wui-avatar', () => {
  test('a decorative gradient from the first 6 hex digits of the address (SPEC §9)', async () => {
    const page = await newSpecPage({
      components: [WuiAvatar],
      html: `<wui-avatar address="${ADDRESS}"></wui-avatar>`,
    });
    const root = page.root!.shadowRoot!;
    expect(root.querySelector('.avatar')!.getAttribute('aria-hidden')).toBe('true');
    const gradient = root.querySelector('.gradient') as HTMLElement;
    expect(gradient).not.toBeNull();
    expect(avatarBaseColor(ADDRESS)).toBe('#f39fd6');
    expect(avatarGradient(ADDRESS)).toContain('#f39fd6 100%');
  });

  test('an image replaces the gradient until it fails to load', async () => {
    const page = await newSpecPage({
      components: [WuiAvatar],
      html: `<wui-avatar address="${ADDRESS}" image-src="/ens.png" size="lg"></wui-avatar>`,
    });
    const root = page.root!.shadowRoot!;
    expect(root.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(root.querySelector('.avatar')!.classList.contains('size-lg')).toBe(true);
    root.querySelector('img')!.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.gradient')).not.toBeNull();
  });

  // One rule for stores and primitives (src/global/avatar-colors.ts). These vectors are the output
  // of src/stores/avatar.ts for the same inputs (both now use src/global/avatar-colors.ts).
  test('the colour rule gives the same colours as src/stores/avatar.ts', () => {
    expect(avatarColors(ADDRESS)).toEqual(['#f39fd6', '#f5addc', '#f7bce2', '#f8cae8', '#fad9ef']);
    expect(avatarColors('0xABC')).toEqual(['#abc000', '#b8c926', '#c4d34d', '#d1dc73', '#dde699']);
    expect(avatarColors('not-an-address')).toEqual(['#aadde0', '#b7e2e5', '#c4e7e9', '#d0ecee', '#ddf1f3']);
  });
});
