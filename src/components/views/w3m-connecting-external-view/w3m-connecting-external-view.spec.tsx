import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { connectConnector } from '../../../appkit/connect';
import { registerNamespaceClient } from '../../../chains/namespace-client';
import { RecordingNamespaceClient } from '../../../chains/recording-namespace-client';
import { localhost } from '../../../networks';
import { setActiveNetwork, setNetworks } from '../../../stores/chain';
import { $connection, resetConnection } from '../../../stores/connection';
import { setConnectors, type Connector } from '../../../stores/connectors';
import { $router } from '../../../stores/router';
import { requireTestId, shadowOf, until } from '../view-spec-kit';
import { W3mConnectingExternalView } from './w3m-connecting-external-view';

const DEV_WALLET: Connector = {
  id: 'dev.w3m-elements.wallet',
  name: 'Dev Wallet',
  rdns: 'dev.w3m-elements.wallet',
  imageUrl: 'data:image/svg+xml,<svg/>',
  type: 'ANNOUNCED',
  chain: 'eip155',
};

let unregister: (() => void) | undefined;

async function render(): Promise<SpecPage> {
  return newSpecPage({
    components: [W3mConnectingExternalView],
    html: '<w3m-connecting-external-view></w3m-connecting-external-view>',
  });
}

const text = (page: SpecPage) => shadowOf(page).textContent;

beforeEach(() => {
  resetConnection();
  setConnectors([DEV_WALLET]);
  setNetworks([localhost]);
  setActiveNetwork(localhost, false);
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
});

afterEach(() => {
  unregister?.();
  unregister = undefined;
});

describe('w3m-connecting-external-view', () => {
  test('while connecting: the wallet image and name, "Continue in Dev Wallet" and a spinner', async () => {
    $router.set({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connector: DEV_WALLET },
      transactionStack: [],
    });
    $connection.set({ status: 'connecting', connectorId: DEV_WALLET.id });
    const page = await render();
    const image = shadowOf(page).querySelector('wui-wallet-image')!;
    expect([
      image.getAttribute('name'),
      image.getAttribute('imagesrc') ?? image.getAttribute('imageSrc'),
    ]).toEqual(['Dev Wallet', DEV_WALLET.imageUrl]);
    expect(shadowOf(page).querySelector('wui-spinner')?.getAttribute('label')).toBe('Continue in Dev Wallet');
    expect(text(page)).toContain('Continue in Dev Wallet');
    expect(
      shadowOf(page).querySelector('[data-testid="w3m-connecting-retry"], [testid="w3m-connecting-retry"]'),
    ).toBeNull();
  });

  test('a rejected connect shows the wallet message and Retry, which runs the attempt again', async () => {
    const client = new RecordingNamespaceClient('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', {
      connect: new Error('User rejected the request.'),
    });
    unregister = registerNamespaceClient(client);
    await connectConnector(DEV_WALLET.id);
    expect($connection.get().status).toBe('error');
    const page = await render();
    expect(shadowOf(page).querySelector('[role="alert"]')?.textContent).toBe($connection.get().error);
    expect(text(page)).toContain('Connection failed');
    expect(shadowOf(page).querySelector('wui-spinner')).toBeNull();
    requireTestId(page, 'w3m-connecting-retry').click();
    await until(
      page,
      () => client.methods().filter((m) => m === 'connect').length === 2,
      'the second attempt',
    );
    await until(page, () => $connection.get().status === 'error', 'the second failure');
    expect(requireTestId(page, 'w3m-connecting-retry')).toBeTruthy();
  });

  test('an older attempt of another wallet does not show as this one failing', async () => {
    $router.set({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connector: DEV_WALLET },
      transactionStack: [],
    });
    $connection.set({ status: 'error', connectorId: 'io.metamask', error: 'Other wallet failed' });
    const page = await render();
    expect(text(page)).not.toContain('Other wallet failed');
    expect(text(page)).toContain('Continue in Dev Wallet');
  });

  test('without a connector in the view data it says so instead of waiting forever', async () => {
    const page = await render();
    expect(text(page)).toBe('No wallet chosen. Go back and pick one.');
  });
});
