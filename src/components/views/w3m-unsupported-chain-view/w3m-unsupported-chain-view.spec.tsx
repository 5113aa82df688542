import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { registerNamespaceClient } from '../../../chains/namespace-client';
import { RecordingNamespaceClient } from '../../../chains/recording-namespace-client';
import { getAccount } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $closingDisabled, $modal, openModal, requestCloseModal } from '../../../stores/modal';
import { $router, reset } from '../../../stores/router';
import { $snackbar } from '../../../stores/snackbar';
import {
  HeldSwitchClient,
  finishHeldSwitch,
  startHeldSwitch,
  connectDevAccount,
  requireTestId,
  resetViewStores,
  shadowOf,
  until,
} from '../view-spec-kit';
import { W3mUnsupportedChainView } from './w3m-unsupported-chain-view';

const unregister: Array<() => void> = [];

beforeEach(() => resetViewStores());
afterEach(() => {
  unregister.splice(0).forEach((stop) => stop());
  resetViewStores();
});

async function render(client: RecordingNamespaceClient): Promise<SpecPage> {
  connectDevAccount();
  unregister.push(registerNamespaceClient(client));
  openModal({ view: 'Account' });
  reset('UnsupportedChain');
  return newSpecPage({
    components: [W3mUnsupportedChainView],
    html: '<w3m-unsupported-chain-view></w3m-unsupported-chain-view>',
  });
}

const row = (page: SpecPage, name: string): HTMLElement => requireTestId(page, `w3m-network-switch-${name}`);

describe('w3m-unsupported-chain-view', () => {
  test('explains the problem and lists every configured network, none marked as active', async () => {
    const page = await render(new RecordingNamespaceClient('eip155', '0x'));
    const texts = [...shadowOf(page).querySelectorAll('wui-text')].map((text) => text.textContent);
    expect(texts).toEqual([
      'Network not supported',
      'Your wallet is on a network this app does not support. Switch to one of the networks below to continue.',
    ]);
    const rows = [...shadowOf(page).querySelectorAll('wui-list-item')];
    expect(rows.map((item) => item.getAttribute('label'))).toEqual(['Localhost', 'Localhost 2', 'Ethereum']);
    expect(rows.some((item) => item.hasAttribute('selected'))).toBe(false);
  });

  test('SPEC §4: the modal cannot be closed by the user on this view', async () => {
    await render(new RecordingNamespaceClient('eip155', '0x'));
    expect($closingDisabled.get()).toBe(true);
    expect(requestCloseModal()).toBe(false);
    expect($modal.get().open).toBe(true);
  });

  test('a successful switch resets the view to Account', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x');
    const page = await render(client);
    row(page, 'Localhost 2').click();
    await until(page, () => $router.get().view === 'Account', 'the reset to Account');
    expect($router.get().history).toEqual(['Account']);
    expect(client.calls).toEqual([{ method: 'switchNetwork', args: ['eip155:31338'] }]);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31338');
  });

  test('shown again while a switch still runs, its rows and Disconnect are usable; that switch ending resets nothing', async () => {
    const client = new HeldSwitchClient('eip155', '0x');
    const page = await render(client);
    await startHeldSwitch(page, client, row(page, 'Localhost 2'));
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(true);

    // The wallet moved to another unsupported network: the client opens this view again.
    openModal({ view: 'UnsupportedChain' });
    await page.waitForChanges();
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(false);
    expect(requireTestId(page, 'disconnect-button').hasAttribute('disabled')).toBe(false);

    await finishHeldSwitch(page, client, 'eip155:31338');
    expect($router.get()).toMatchObject({ view: 'UnsupportedChain', history: ['UnsupportedChain'] });
  });

  test('while the wallet has not answered a switch, Disconnect still works (the modal cannot be closed here)', async () => {
    const client = new HeldSwitchClient('eip155', '0x');
    const page = await render(client);
    await startHeldSwitch(page, client, row(page, 'Localhost 2'));
    const button = requireTestId(page, 'disconnect-button');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.click();
    await until(page, () => !$modal.get().open, 'the modal to close');
    expect(client.methods()).toEqual(['switchNetwork', 'disconnect']);
    expect(getAccount('eip155').caipAddress).toBeUndefined();
  });

  test('a failed switch stays here and shows the error', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x', {
      switchNetwork: new Error('Chain unreachable'),
    });
    const page = await render(client);
    row(page, 'Ethereum').click();
    await until(page, () => $snackbar.get().open, 'the error');
    expect($snackbar.get()).toMatchObject({ variant: 'error', message: 'Chain unreachable' });
    await page.waitForChanges();
    expect($router.get().view).toBe('UnsupportedChain');
    expect(row(page, 'Ethereum').hasAttribute('loading')).toBe(false);
  });

  test('Disconnect disconnects through the namespace client and closes the modal', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x');
    const page = await render(client);
    const button = requireTestId(page, 'disconnect-button');
    expect(button.textContent).toBe('Disconnect');
    button.click();
    await until(page, () => !$modal.get().open, 'the modal to close');
    expect(client.methods()).toEqual(['disconnect']);
    expect(getAccount('eip155').address).toBeUndefined();
  });

  test('a failed disconnect keeps the modal open and shows why', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x', {
      disconnect: new Error('Wallet unavailable'),
    });
    const page = await render(client);
    requireTestId(page, 'disconnect-button').click();
    await until(page, () => $snackbar.get().open, 'the error');
    expect($snackbar.get()).toMatchObject({ variant: 'error', message: 'Wallet unavailable' });
    expect($modal.get().open).toBe(true);
    expect(getAccount('eip155').address).toBeDefined();
  });
});
