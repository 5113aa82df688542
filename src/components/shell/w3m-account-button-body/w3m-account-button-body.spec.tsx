import { newSpecPage } from '@stencil/core/testing';
import { patchAccount, resetAccount } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $modal, closeModal } from '../../../stores/modal';
import { $router } from '../../../stores/router';
import { shortenAddress } from './shorten-address';
import { W3mAccountButtonBody } from './w3m-account-button-body';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

beforeEach(() => {
  $chain.setKey('activeNamespace', 'eip155');
  patchAccount('eip155', {
    caipAddress: `eip155:1:${ADDRESS}`,
    address: ADDRESS,
    status: 'connected',
    balance: '1.23456',
    balanceSymbol: 'ETH',
  });
});

afterEach(() => {
  closeModal();
  resetAccount('eip155');
  $chain.setKey('activeNamespace', undefined);
});

function buttonOf(root: HTMLElement): HTMLButtonElement {
  return root.shadowRoot!.querySelector('button')!;
}

describe('shortenAddress', () => {
  test('keeps the first and last characters around an ellipsis', () => {
    expect(shortenAddress(ADDRESS, 4, 6)).toBe('0xf3…b92266');
    expect(shortenAddress(ADDRESS, 6, 0)).toBe('0xf39F…');
  });

  test('short addresses stay whole; bad counts are clamped', () => {
    expect(shortenAddress('0x1234', 4, 6)).toBe('0x1234');
    expect(shortenAddress(ADDRESS, -3, Number.NaN)).toBe('…');
    expect(shortenAddress(ADDRESS, 2.9, 2.2)).toBe('0x…66');
  });
});

describe('w3m-account-button', () => {
  test('shows the avatar, the shortened address and the balance (3 decimals, truncated)', async () => {
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body></w3m-account-button-body>',
    });
    const button = buttonOf(page.root!);
    expect(button.getAttribute('data-testid')).toBe('account-button');
    expect(button.querySelector('.who')!.textContent).toBe('0xf3…b92266');
    expect(button.querySelector('.balance')!.textContent).toBe('1.234 ETH');
    expect(button.querySelector('wui-avatar')!.getAttribute('address')).toBe(ADDRESS);
  });

  test('after a switch: a loading mark while the balance is read, then "Balance unavailable" if it cannot be', async () => {
    patchAccount('eip155', { balance: undefined, balanceSymbol: undefined, balanceStatus: 'loading' });
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body></w3m-account-button-body>',
    });
    const button = buttonOf(page.root!);
    const loading = button.querySelector('[data-testid="account-button-balance-loading"]');
    expect(loading?.getAttribute('role')).toBe('status');
    expect(loading?.getAttribute('aria-label')).toBe('Loading balance');
    patchAccount('eip155', { balanceStatus: 'unavailable' });
    await page.waitForChanges();
    expect(button.querySelector('[data-testid="account-button-balance-loading"]')).toBeNull();
    expect(button.querySelector('[data-testid="account-button-balance"]')?.textContent).toBe(
      'Balance unavailable',
    );
  });

  test('balance="hide" hides the balance; chars-start/chars-end shape the address', async () => {
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body balance="hide" chars-start="6" chars-end="4"></w3m-account-button-body>',
    });
    const button = buttonOf(page.root!);
    expect(button.querySelector('.balance')).toBeNull();
    expect(button.querySelector('.who')!.textContent).toBe('0xf39F…2266');
  });

  test('a profile name replaces the address', async () => {
    patchAccount('eip155', { profileName: 'vitalik.eth' });
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body></w3m-account-button-body>',
    });
    expect(buttonOf(page.root!).querySelector('.who')!.textContent).toBe('vitalik.eth');
  });

  test('an unparsable balance is left out rather than crashing', async () => {
    patchAccount('eip155', { balance: 'lots' });
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body></w3m-account-button-body>',
    });
    expect(buttonOf(page.root!).querySelector('.balance')).toBeNull();
  });

  test('a click opens the modal on Account', async () => {
    const page = await newSpecPage({
      components: [W3mAccountButtonBody],
      html: '<w3m-account-button-body></w3m-account-button-body>',
    });
    buttonOf(page.root!).click();
    await page.waitForChanges();
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('Account');
  });
});
