import { newSpecPage } from '@stencil/core/testing';
import { $accounts, patchAccount, resetAccount } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $modal, closeModal } from '../../../stores/modal';
import { $router } from '../../../stores/router';
import { setThemeMode } from '../../../stores/theme';
import { W3mAccountButton } from '../w3m-account-button/w3m-account-button';
import { W3mConnectButton } from '../w3m-connect-button/w3m-connect-button';
import { W3mButton } from './w3m-button';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => {
  closeModal();
  resetAccount('eip155');
  $chain.setKey('activeNamespace', undefined);
  setThemeMode('dark');
});

function inner(page: { root?: HTMLElement | null }, tag: string): HTMLElement | null {
  return page.root!.shadowRoot!.querySelector(tag);
}

describe('w3m-button', () => {
  test('disconnected: renders the connect button with its test id and label', async () => {
    const page = await newSpecPage({
      components: [W3mButton, W3mConnectButton],
      html: '<w3m-button label="Sign in"></w3m-button>',
    });
    const connect = inner(page, 'w3m-connect-button')!;
    const button = connect.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('data-testid')).toBe('connect-button');
    expect(button.textContent).toBe('Sign in');
    expect(inner(page, 'w3m-account-button')).toBeNull();
  });

  test('a click opens the modal on Connect and emits w3mClick out of the button', async () => {
    const page = await newSpecPage({
      components: [W3mButton, W3mConnectButton],
      html: '<w3m-button></w3m-button>',
    });
    const clicks = jest.fn();
    page.root!.addEventListener('w3mClick', clicks);
    inner(page, 'w3m-connect-button')!.shadowRoot!.querySelector('button')!.click();
    await page.waitForChanges();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('Connect');
    // The modal being open is not a connection in progress: the label stays.
    expect(inner(page, 'w3m-connect-button')!.shadowRoot!.querySelector('button')!.textContent).toBe(
      'Connect Wallet',
    );
  });

  test('a disabled button neither emits nor opens', async () => {
    const page = await newSpecPage({
      components: [W3mButton, W3mConnectButton],
      html: '<w3m-button disabled></w3m-button>',
    });
    const clicks = jest.fn();
    page.root!.addEventListener('w3mClick', clicks);
    inner(page, 'w3m-connect-button')!.shadowRoot!.querySelector('button')!.click();
    await page.waitForChanges();
    expect(clicks).not.toHaveBeenCalled();
    expect($modal.get().open).toBe(false);
  });

  test('connected: swaps to the account button, and back when the address goes', async () => {
    const page = await newSpecPage({
      components: [W3mButton, W3mConnectButton, W3mAccountButton],
      html: '<w3m-button balance="hide" chars-start="6" chars-end="4"></w3m-button>',
    });
    $chain.setKey('activeNamespace', 'eip155');
    patchAccount('eip155', { caipAddress: `eip155:1:${ADDRESS}`, address: ADDRESS, status: 'connected' });
    await page.waitForChanges();
    const account = inner(page, 'w3m-account-button')!;
    expect(account).not.toBeNull();
    expect(account.getAttribute('balance')).toBeNull();
    expect((account as unknown as { balance: string }).balance).toBe('hide');
    expect((account as unknown as { charsStart: number }).charsStart).toBe(6);
    expect(inner(page, 'w3m-connect-button')).toBeNull();

    resetAccount('eip155');
    await page.waitForChanges();
    expect(inner(page, 'w3m-connect-button')).not.toBeNull();
    expect($accounts.get().eip155.caipAddress).toBeUndefined();
  });

  test('carries the theme mode as data-theme', async () => {
    const page = await newSpecPage({
      components: [W3mButton, W3mConnectButton],
      html: '<w3m-button></w3m-button>',
    });
    expect(page.root!.getAttribute('data-theme')).toBe('dark');
    setThemeMode('light');
    await page.waitForChanges();
    expect(page.root!.getAttribute('data-theme')).toBe('light');
    expect(inner(page, 'w3m-connect-button')!.getAttribute('data-theme')).toBe('light');
  });
});
