import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiSpinner } from '../wui-spinner/wui-spinner';
import { WuiListItem } from './wui-list-item';

/** The name of the (first) icon drawn inside an element: inline SVG, no wui-icon element of its own. */
const iconName = (parent: Element) => parent.querySelector('svg[data-icon]')?.getAttribute('data-icon');

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiListItem, WuiIcon, WuiSpinner], html });
  const root = page.root!.shadowRoot!;
  return { page, root, button: root.querySelector('button')! };
}

describe('wui-list-item', () => {
  test('one native button with label, description, tag, chevron and test id', async () => {
    const { button } = await render(
      '<wui-list-item label="Dev Wallet" description="Browser extension" tag="Installed" tag-variant="success" chevron test-id="wallet-selector-dev.w3m-elements.wallet"></wui-list-item>',
    );
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-testid')).toBe('wallet-selector-dev.w3m-elements.wallet');
    expect(button.querySelector('.label')!.textContent).toBe('Dev Wallet');
    expect(button.querySelector('.description')!.textContent).toBe('Browser extension');
    // The tag is drawn in the row's own shadow root, not as a wui-tag element.
    expect(button.querySelector('wui-tag')).toBeNull();
    const tag = button.querySelector('.w3m-tag')!;
    expect(tag.textContent).toBe('Installed');
    expect(tag.classList.contains('w3m-tag-success')).toBe(true);
    expect(iconName(button)).toBe('chevron-right');
    // Drawn in the row's own shadow root: one element fewer to create per row on the open path.
    expect(button.querySelector('wui-icon')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.getAttribute('aria-current')).toBeNull();
  });

  test('its native click reaches listeners on the element', async () => {
    const { button, page } = await render('<wui-list-item label="All wallets"></wui-list-item>');
    const clicks = jest.fn();
    page.root!.addEventListener('click', clicks);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  test('loading replaces the chevron with a spinner and sets aria-busy', async () => {
    const { button } = await render('<wui-list-item label="Dev Wallet" chevron loading></wui-list-item>');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('wui-spinner')).not.toBeNull();
    expect(button.querySelector('svg[data-icon]')).toBeNull();
  });

  test('selected shows a check and aria-current; disabled disables', async () => {
    const { button } = await render('<wui-list-item label="Base" selected disabled></wui-list-item>');
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(iconName(button)).toBe('check');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  test('an image is decorative unless it has alt text, and disappears when it fails', async () => {
    const { root, page } = await render(
      '<wui-list-item label="Dev Wallet" image-src="/dev.png"></wui-list-item>',
    );
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/dev.png');
    expect(image.getAttribute('alt')).toBe('');
    image.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.image-box')!.classList.contains('empty')).toBe(true);

    const withAlt = await render(
      '<wui-list-item label="X" image-src="/x.png" image-alt="X logo"></wui-list-item>',
    );
    expect(withAlt.root.querySelector('img')!.getAttribute('alt')).toBe('X logo');
  });

  test('a slotted image takes the image place', async () => {
    const { root } = await render('<wui-list-item label="Base"><span slot="image">B</span></wui-list-item>');
    expect(root.querySelector('slot[name="image"]')).not.toBeNull();
    expect(root.querySelector('.image-box')!.classList.contains('empty')).toBe(false);
  });

  test("a wallet row draws the wallet's image itself: its own image, then the monogram when it fails", async () => {
    const { root, page } = await render(
      '<wui-list-item label="Dev Wallet" wallet="Dev Wallet" image-src="/dev.png"></wui-list-item>',
    );
    // One element per row: no wui-wallet-image of its own.
    expect(root.querySelector('wui-wallet-image')).toBeNull();
    const frame = root.querySelector('.image-box .frame.size-sm')!;
    expect(frame.querySelector('img')!.getAttribute('src')).toBe('/dev.png');
    expect(frame.querySelector('img')!.getAttribute('alt')).toBe('Dev Wallet');
    frame.querySelector('img')!.dispatchEvent(new Event('error'));
    await page.waitForChanges();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.frame .monogram')!.textContent).toBe('DW');
    expect(root.querySelector('.image-box')!.classList.contains('empty')).toBe(false);
    // A new image gets its own chance.
    page.root!.setAttribute('image-src', '/dev-2.png');
    await page.waitForChanges();
    expect(root.querySelector('.frame img')!.getAttribute('src')).toBe('/dev-2.png');
  });

  test('a known wallet row without an image draws its bundled logo, loaded on demand', async () => {
    const { root, page } = await render('<wui-list-item label="MetaMask" wallet="MetaMask"></wui-list-item>');
    await page.waitForChanges();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await page.waitForChanges();
    const logo = root.querySelector('.frame .logo')!;
    expect(logo.getAttribute('aria-label')).toBe('MetaMask');
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(root.querySelector('.monogram')).toBeNull();
  });
});
