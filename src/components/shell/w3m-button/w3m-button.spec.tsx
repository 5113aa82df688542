import { newSpecPage } from '@stencil/core/testing';
import { $modal, closeModal } from '../../../stores/modal';
import { W3mButton } from './w3m-button';

afterEach(() => closeModal());

describe('w3m-button', () => {
  test('renders the connect button with its test id and default label', async () => {
    const page = await newSpecPage({ components: [W3mButton], html: '<w3m-button></w3m-button>' });
    const button = page.root!.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('data-testid')).toBe('connect-button');
    expect(button.textContent).toBe('Connect Wallet');
  });

  test('a click emits w3mClick and opens the modal', async () => {
    const page = await newSpecPage({
      components: [W3mButton],
      html: '<w3m-button label="Sign in"></w3m-button>',
    });
    const clicks = jest.fn();
    page.root!.addEventListener('w3mClick', clicks);
    page.root!.shadowRoot!.querySelector('button')!.click();
    await page.waitForChanges();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect($modal.get().open).toBe(true);
    expect(page.root!.shadowRoot!.querySelector('button')!.textContent).toBe('Sign in');
  });

  test('a disabled button neither emits nor opens', async () => {
    const page = await newSpecPage({ components: [W3mButton], html: '<w3m-button disabled></w3m-button>' });
    const clicks = jest.fn();
    page.root!.addEventListener('w3mClick', clicks);
    page.root!.shadowRoot!.querySelector('button')!.click();
    await page.waitForChanges();
    expect(clicks).not.toHaveBeenCalled();
    expect($modal.get().open).toBe(false);
  });
});
