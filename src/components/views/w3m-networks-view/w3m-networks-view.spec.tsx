import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { registerNamespaceClient } from '../../../chains/namespace-client';
import { RecordingNamespaceClient } from '../../../chains/recording-namespace-client';
import { setApprovedNetworks } from '../../../stores/chain';
import { $chain } from '../../../stores/chain';
import { $modal } from '../../../stores/modal-state';
import { openModal } from '../../../stores/modal';
import { $router, reset, push } from '../../../stores/router';
import { $snackbar } from '../../../stores/snackbar';
import {
  HeldSwitchClient,
  finishHeldSwitch,
  startHeldSwitch,
  byTestId,
  connectDevAccount,
  requireTestId,
  resetViewStores,
  shadowOf,
  until,
} from '../view-spec-kit';
import { W3mNetworksView } from './w3m-networks-view';

const unregister: Array<() => void> = [];

beforeEach(() => resetViewStores());
afterEach(() => {
  unregister.splice(0).forEach((stop) => stop());
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  reset('Account');
  push('Networks');
  return newSpecPage({ components: [W3mNetworksView], html: '<w3m-networks-view></w3m-networks-view>' });
}

const row = (page: SpecPage, name: string): HTMLElement => requireTestId(page, `w3m-network-switch-${name}`);
const rowNames = (page: SpecPage): string[] =>
  [...shadowOf(page).querySelectorAll('wui-list-item')].map((item) => item.getAttribute('label') ?? '');

describe('w3m-networks-view', () => {
  test('lists every configured network with its test id and image; the active one is marked', async () => {
    const page = await render();
    expect(rowNames(page)).toEqual(['Localhost', 'Localhost 2', 'Ethereum']);
    expect(row(page, 'Localhost').hasAttribute('selected')).toBe(true);
    // One cue for the current network: the row's check mark (no "Selected" text, no ring on its image).
    expect(row(page, 'Localhost').getAttribute('description')).toBeNull();
    expect(row(page, 'Localhost').querySelector('wui-network-image')!.hasAttribute('selected')).toBe(false);
    expect(row(page, 'Localhost 2').hasAttribute('selected')).toBe(false);
    const image = row(page, 'Ethereum').querySelector('wui-network-image')!;
    expect(image.getAttribute('slot')).toBe('image');
    expect(image.getAttribute('name')).toBe('Ethereum');
    expect(shadowOf(page).querySelector('[disabled]')).toBeNull();
  });

  test('the search narrows the list by name or chain id; no match shows the empty state', async () => {
    const page = await render();
    const search = requireTestId(page, 'w3m-networks-search');
    search.dispatchEvent(new CustomEvent('wuiInput', { detail: 'local' }));
    await page.waitForChanges();
    expect(rowNames(page)).toEqual(['Localhost', 'Localhost 2']);

    search.dispatchEvent(new CustomEvent('wuiInput', { detail: '31338' }));
    await page.waitForChanges();
    expect(rowNames(page)).toEqual(['Localhost 2']);

    search.dispatchEvent(new CustomEvent('wuiInput', { detail: 'cosmos' }));
    await page.waitForChanges();
    expect(rowNames(page)).toEqual([]);
    expect(shadowOf(page).querySelector('wui-empty-state')!.getAttribute('heading')).toBe('No network found');
  });

  test('SPEC §2, §4: a switch shows a spinner on its row, blocks the others, then goes back', async () => {
    connectDevAccount();
    const client = new HeldSwitchClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    const page = await render();

    await startHeldSwitch(page, client, row(page, 'Localhost 2'));
    expect(row(page, 'Localhost 2').hasAttribute('loading')).toBe(true);
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(true);
    row(page, 'Ethereum').click();
    await page.waitForChanges();
    expect(client.methods()).toEqual(['switchNetwork']);

    client.resolveSwitch();
    await until(page, () => $router.get().view === 'Account', 'the view to go back');
    expect($router.get().history).toEqual(['Account']);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31338');
    expect(client.calls).toEqual([{ method: 'switchNetwork', args: ['eip155:31338'] }]);
  });

  test('a failed switch shows its error in the snackbar and re-enables the row', async () => {
    connectDevAccount();
    const client = new HeldSwitchClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    const page = await render();

    await startHeldSwitch(page, client, row(page, 'Localhost 2'));
    client.rejectSwitch(new Error('User rejected the request.'));
    await until(page, () => !row(page, 'Localhost 2').hasAttribute('loading'), 'the spinner to stop');

    expect($snackbar.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'User rejected the request.',
    });
    expect(row(page, 'Localhost 2').hasAttribute('disabled')).toBe(false);
    expect($router.get().view).toBe('Networks');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31337');
  });

  test('opening Networks again while a switch still runs releases the rows; that switch ending leaves the new visit open', async () => {
    connectDevAccount();
    const client = new HeldSwitchClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    openModal({ view: 'Networks' });
    const page = await newSpecPage({
      components: [W3mNetworksView],
      html: '<w3m-networks-view></w3m-networks-view>',
    });
    await startHeldSwitch(page, client, row(page, 'Localhost 2'));
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(true);

    // The network button (or appKit.open) opens Networks again on the same view element.
    openModal({ view: 'Networks' });
    await page.waitForChanges();
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(false);
    expect(row(page, 'Localhost 2').hasAttribute('loading')).toBe(false);

    await finishHeldSwitch(page, client, 'eip155:31338');
    expect($modal.get().open).toBe(true);
    expect($router.get()).toMatchObject({ view: 'Networks', history: ['Networks'] });
    expect(row(page, 'Ethereum').hasAttribute('disabled')).toBe(false);
  });

  test('a switch that ends after its view was closed moves no router', async () => {
    connectDevAccount();
    const client = new HeldSwitchClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    const page = await render();
    await startHeldSwitch(page, client, row(page, 'Localhost 2'));

    page.root!.remove();
    await finishHeldSwitch(page, client, 'eip155:31338');
    expect($router.get().history).toEqual(['Account', 'Networks']);
  });

  test('with enableNetworkSwitch off every row is disabled and a click switches nothing', async () => {
    resetViewStores({ enableNetworkSwitch: false });
    connectDevAccount();
    const client = new RecordingNamespaceClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    const page = await render();
    expect(
      ['Localhost', 'Localhost 2', 'Ethereum'].map((name) => row(page, name).hasAttribute('disabled')),
    ).toEqual([true, true, true]);
    row(page, 'Localhost 2').click();
    await page.waitForChanges();
    expect(client.calls).toEqual([]);
    expect($router.get().view).toBe('Networks');
  });

  test('a connected namespace without a namespace client cannot switch: its rows are disabled', async () => {
    connectDevAccount();
    const page = await render();
    expect(row(page, 'Localhost 2').hasAttribute('disabled')).toBe(true);
    const client = new RecordingNamespaceClient('eip155', '0x');
    unregister.push(registerNamespaceClient(client));
    connectDevAccount(); // any account change makes the view look again
    await page.waitForChanges();
    expect(row(page, 'Localhost 2').hasAttribute('disabled')).toBe(false);
  });

  test('networks the wallet did not approve carry the "Unsupported" tag', async () => {
    setApprovedNetworks(['eip155:31337', 'eip155:1']);
    const page = await render();
    expect(row(page, 'Localhost 2').getAttribute('tag')).toBe('Unsupported');
    expect(row(page, 'Localhost').hasAttribute('tag')).toBe(false);
    expect(row(page, 'Ethereum').hasAttribute('tag')).toBe(false);
  });

  test('without a connection a pick just makes the network active and goes back', async () => {
    const page = await render();
    row(page, 'Ethereum').click();
    await until(page, () => $router.get().view === 'Account', 'the view to go back');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:1');
  });

  test('"What is a network?" opens WhatIsANetwork', async () => {
    const page = await render();
    const link = requireTestId(page, 'w3m-what-is-a-network');
    expect(link.textContent).toBe('What is a network?');
    link.click();
    expect($router.get().view).toBe('WhatIsANetwork');
    expect(byTestId(page, 'w3m-network-switch-Nope')).toBeNull();
  });
});
