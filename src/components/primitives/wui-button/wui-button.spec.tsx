import { newSpecPage } from '@stencil/core/testing';
import { WuiSpinner } from '../wui-spinner/wui-spinner';
import { WuiButton } from './wui-button';

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiButton, WuiSpinner], html });
  return { page, button: page.root!.shadowRoot!.querySelector('button')! };
}

describe('wui-button', () => {
  test('a primary md native button with the test id, slot and no busy state', async () => {
    const { button, page } = await render('<wui-button test-id="connect-button">Connect</wui-button>');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-testid')).toBe('connect-button');
    expect(button.classList.contains('variant-primary')).toBe(true);
    expect(button.classList.contains('size-md')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('slot')).not.toBeNull();
    expect(page.root!.textContent).toBe('Connect');
  });

  test('its click reaches listeners on the element', async () => {
    const { button, page } = await render('<wui-button>Go</wui-button>');
    const clicks = jest.fn();
    page.root!.addEventListener('click', clicks);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  test('loading shows a spinner, sets aria-busy, keeps the content (width) and swallows clicks', async () => {
    const { button, page } = await render(
      '<wui-button loading variant="secondary" size="lg">Send</wui-button>',
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.querySelector('wui-spinner')).not.toBeNull();
    expect(button.querySelector('.content slot')).not.toBeNull();
    const clicks = jest.fn();
    page.root!.addEventListener('click', clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
  });

  test('disabled disables the native button; label and variant apply', async () => {
    const { button } = await render('<wui-button disabled label="Close" variant="danger"></wui-button>');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.classList.contains('variant-danger')).toBe(true);
  });

  test('full-width reflects to the host for the stretch style', async () => {
    const { page } = await render('<wui-button full-width>Wide</wui-button>');
    expect(page.root!.hasAttribute('full-width')).toBe(true);
  });
});
