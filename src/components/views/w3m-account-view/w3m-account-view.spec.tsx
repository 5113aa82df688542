import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { registerNamespaceClient } from '../../../chains/namespace-client';
import { RecordingNamespaceClient } from '../../../chains/recording-namespace-client';
import { getAccount, patchAccount } from '../../../stores/account';
import { $modal, openModal } from '../../../stores/modal';
import { defaultFeatures } from '../../../stores/options';
import { $router } from '../../../stores/router';
import { $snackbar } from '../../../stores/snackbar';
import {
  ADDRESS,
  byTestId,
  connectDevAccount,
  requireTestId,
  resetViewStores,
  shadowOf,
  until,
} from '../view-spec-kit';
import { W3mAccountView } from './w3m-account-view';

const unregister: Array<() => void> = [];

beforeEach(() => {
  resetViewStores();
  connectDevAccount();
});
afterEach(() => {
  unregister.splice(0).forEach((stop) => stop());
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  openModal();
  return newSpecPage({ components: [W3mAccountView], html: '<w3m-account-view></w3m-account-view>' });
}

const tabsOf = (page: SpecPage): Array<{ id: string; label: string; testId: string }> =>
  (
    shadowOf(page).querySelector('wui-tabs') as unknown as {
      tabs: Array<{ id: string; label: string; testId: string }>;
    }
  ).tabs;

async function selectTab(page: SpecPage, id: string): Promise<void> {
  shadowOf(page)
    .querySelector('wui-tabs')!
    .dispatchEvent(new CustomEvent('wuiTabChange', { detail: id }));
  await page.waitForChanges();
}

describe('w3m-account-view profile', () => {
  test('opened for a connected account: avatar, shortened address, SPEC §5 balance, network', async () => {
    const page = await render();
    expect($router.get().view).toBe('Account');
    expect(shadowOf(page).querySelector('wui-avatar')!.getAttribute('address')).toBe(ADDRESS);
    expect(requireTestId(page, 'w3m-account-name').textContent).toBe('0xf39F\u2026b92266');
    expect(requireTestId(page, 'w3m-account-balance').textContent).toBe('10000.123 ETH');
    const network = requireTestId(page, 'w3m-account-network');
    expect(network.getAttribute('label')).toBe('Localhost');
    expect(network.querySelector('wui-network-image')!.getAttribute('name')).toBe('Localhost');
  });

  test('a profile name and image replace the address and the generated avatar', async () => {
    patchAccount('eip155', { profileName: 'dev.eth', profileImage: 'http://127.0.0.1/avatar.png' });
    const page = await render();
    expect(requireTestId(page, 'w3m-account-name').textContent).toBe('dev.eth');
    expect(shadowOf(page).querySelector('wui-avatar')!.getAttribute('imagesrc')).toBe(
      'http://127.0.0.1/avatar.png',
    );
  });

  test('no balance yet: a shimmer while loading, nothing otherwise; store changes show up', async () => {
    patchAccount('eip155', { balance: undefined, loading: true });
    const page = await render();
    expect(byTestId(page, 'w3m-account-balance')).toBeNull();
    expect(shadowOf(page).querySelector('wui-shimmer')).not.toBeNull();
    patchAccount('eip155', { loading: false });
    await page.waitForChanges();
    expect(shadowOf(page).querySelector('wui-shimmer')).toBeNull();
    patchAccount('eip155', { balance: '0.5', balanceSymbol: 'ETH' });
    await page.waitForChanges();
    expect(requireTestId(page, 'w3m-account-balance').textContent).toBe('0.5 ETH');
  });

  test('after a switch: a loading state, then the balance or "Balance unavailable"', async () => {
    patchAccount('eip155', { balance: undefined, balanceStatus: 'loading' });
    const page = await render();
    expect(byTestId(page, 'w3m-account-balance')).toBeNull();
    expect(requireTestId(page, 'w3m-account-balance-loading').getAttribute('aria-label')).toBe(
      'Loading balance',
    );
    patchAccount('eip155', { balanceStatus: 'unavailable' });
    await page.waitForChanges();
    expect(byTestId(page, 'w3m-account-balance-loading')).toBeNull();
    expect(requireTestId(page, 'w3m-account-balance').textContent).toBe('Balance unavailable');
    patchAccount('eip155', { balance: '2', balanceSymbol: 'ETH', balanceStatus: 'ready' });
    await page.waitForChanges();
    expect(requireTestId(page, 'w3m-account-balance').textContent).toBe('2 ETH');
  });

  test('the copy button writes the address to the clipboard and confirms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const page = await render();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    requireTestId(page, 'w3m-account-copy-address').click();
    await until(page, () => $snackbar.get().open, 'the snackbar');
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect($snackbar.get()).toMatchObject({ variant: 'success', message: 'Address copied' });
  });

  test('a refused clipboard shows an error instead', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('Document is not focused'));
    const page = await render();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    requireTestId(page, 'w3m-account-copy-address').click();
    await until(page, () => $snackbar.get().open, 'the snackbar');
    expect($snackbar.get()).toMatchObject({ variant: 'error', message: 'Could not copy the address' });
  });

  test('the network button opens Networks', async () => {
    const page = await render();
    requireTestId(page, 'w3m-account-network').click();
    expect($router.get().history).toEqual(['Account', 'Networks']);
  });

  test('Buy, Swap, Receive and Send buttons open their panels, in the SPEC §9 order', async () => {
    const page = await render();
    const buttons = [...shadowOf(page).querySelectorAll('[testid^="w3m-account-feature-"]')];
    expect(buttons.map((button) => button.getAttribute('testid'))).toEqual([
      'w3m-account-feature-onramp',
      'w3m-account-feature-swaps',
      'w3m-account-feature-receive',
      'w3m-account-feature-send',
    ]);
    requireTestId(page, 'w3m-account-feature-send').click();
    expect($router.get().view).toBe('WalletSend');
    requireTestId(page, 'w3m-account-feature-swaps').click();
    expect($router.get().view).toBe('Swap');
    requireTestId(page, 'w3m-account-feature-onramp').click();
    expect($router.get().view).toBe('OnRampProviders');
  });
});

describe('w3m-account-view tabs', () => {
  test('Tokens, NFTs and Activity with their test ids; Tokens first, as its own element', async () => {
    const page = await render();
    expect(tabsOf(page)).toEqual([
      { id: 'tokens', label: 'Tokens', testId: 'account-tab-tokens' },
      { id: 'nfts', label: 'NFTs', testId: 'account-tab-nfts' },
      { id: 'activity', label: 'Activity', testId: 'account-tab-activity' },
    ]);
    expect(shadowOf(page).querySelector('wui-tabs')!.getAttribute('activeid')).toBe('tokens');
    expect(shadowOf(page).querySelector('[role="tabpanel"] w3m-account-tokens')).not.toBeNull();
  });

  test('NFTs and Activity each show their own element; an unknown tab id is ignored', async () => {
    const page = await render();
    await selectTab(page, 'nfts');
    const panel = (): Element => shadowOf(page).querySelector('[role="tabpanel"]')!;
    expect(panel().querySelector('w3m-account-nfts')).not.toBeNull();
    await selectTab(page, 'activity');
    expect(panel().querySelector('w3m-account-activity')).not.toBeNull();
    expect(panel().querySelector('w3m-account-nfts')).toBeNull();
    await selectTab(page, 'staking');
    expect(panel().getAttribute('data-tab')).toBe('activity');
  });

  test('with the history feature off there is no Activity tab', async () => {
    resetViewStores({ features: { ...defaultFeatures(), history: false } });
    connectDevAccount();
    const page = await render();
    expect(tabsOf(page).map((tab) => tab.id)).toEqual(['tokens', 'nfts']);
    await selectTab(page, 'activity');
    expect(shadowOf(page).querySelector('[role="tabpanel"]')!.getAttribute('data-tab')).toBe('tokens');
  });
});

describe('w3m-account-view disconnect', () => {
  test('disconnects every connected namespace, then closes the modal', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    const page = await render();
    const button = requireTestId(page, 'disconnect-button');
    expect(button.textContent).toBe('Disconnect');
    button.click();
    await until(page, () => !$modal.get().open, 'the modal to close');
    expect(client.methods()).toEqual(['disconnect']);
    expect(getAccount('eip155').caipAddress).toBeUndefined();
  });

  test('a failed disconnect shows the error, keeps the modal open and the button usable', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x', {
      disconnect: new Error('Wallet unavailable'),
    });
    unregister.push(registerNamespaceClient(client));
    const page = await render();
    requireTestId(page, 'disconnect-button').click();
    await until(page, () => $snackbar.get().open, 'the error');
    expect($snackbar.get()).toMatchObject({ variant: 'error', message: 'Wallet unavailable' });
    expect($modal.get().open).toBe(true);
    await page.waitForChanges();
    expect(requireTestId(page, 'disconnect-button').hasAttribute('disabled')).toBe(false);
  });
});
