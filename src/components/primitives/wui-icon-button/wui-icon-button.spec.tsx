import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiIconButton } from './wui-icon-button';

describe('wui-icon-button', () => {
  test('a native button named by its label, with the icon and test id', async () => {
    const page = await newSpecPage({
      components: [WuiIconButton, WuiIcon],
      html: '<wui-icon-button icon="close" label="Close" test-id="w3m-header-close"></wui-icon-button>',
    });
    const button = page.root!.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.getAttribute('data-testid')).toBe('w3m-header-close');
    expect(button.hasAttribute('disabled')).toBe(false);
    // Inline SVG in the button's own shadow root, no wui-icon element to create.
    expect(button.querySelector('wui-icon')).toBeNull();
    const icon = button.querySelector('svg[data-icon]')!;
    expect(icon.getAttribute('data-icon')).toBe('close');
    // The icon is decorative: the button's label is the only name.
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    const clicks = jest.fn();
    page.root!.addEventListener('click', clicks);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  test('disabled and size', async () => {
    const page = await newSpecPage({
      components: [WuiIconButton, WuiIcon],
      html: '<wui-icon-button icon="copy" label="Copy" size="sm" disabled></wui-icon-button>',
    });
    const button = page.root!.shadowRoot!.querySelector('button')!;
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.classList.contains('size-sm')).toBe(true);
  });
});
