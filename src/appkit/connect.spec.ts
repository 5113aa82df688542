import { registerNamespaceClient } from '../chains/namespace-client';
import { RecordingNamespaceClient } from '../chains/recording-namespace-client';
import { localhost } from '../chains/networks/local';
import { $chain, setActiveNetwork, setNetworks } from '../stores/chain';
import { $connection, resetConnection } from '../stores/connection';
import { $connectors, $recentWallets, type Connector } from '../stores/connectors';
import { subscribeEvents, type EmittedEvent } from '../stores/events';
import { $modal, openModal } from '../stores/modal';
import { $router } from '../stores/router';
import { connectConnector, retryConnect } from './connect';

const DEV: Connector = {
  id: 'dev.w3m-elements.wallet',
  type: 'ANNOUNCED',
  name: 'Dev Wallet',
  chain: 'eip155',
  rdns: 'dev.w3m-elements.wallet',
  installed: true,
};

let cleanups: Array<() => void> = [];
let events: string[] = [];

beforeEach(() => {
  localStorage.clear();
  resetConnection();
  $connectors.set([DEV]);
  $recentWallets.set([]);
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  setNetworks([localhost]);
  setActiveNetwork(localhost);
  events = [];
  cleanups.push(subscribeEvents((event: EmittedEvent) => events.push(event.data.event)));
  openModal({ view: 'Connect' });
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  cleanups = [];
});

describe('connectConnector (UI-CONTRACT)', () => {
  test('shows ConnectingExternal with the connector, connects on the active network, remembers the wallet and closes', async () => {
    const client = new RecordingNamespaceClient('eip155', '0x1');
    cleanups.push(registerNamespaceClient(client));
    const pending = connectConnector(DEV.id);
    expect($router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connector: DEV } });
    expect($connection.get()).toEqual({ status: 'connecting', connectorId: DEV.id });
    await pending;
    expect(client.calls).toEqual([
      { method: 'connect', args: [{ connectorId: DEV.id, network: localhost }] },
    ]);
    expect($connection.get()).toEqual({ status: 'connected', connectorId: DEV.id });
    expect($recentWallets.get()).toEqual([{ id: DEV.id, rdns: DEV.rdns, name: 'Dev Wallet' }]);
    expect(events).toEqual(['CONNECT_SUCCESS']);
    expect($modal.get().open).toBe(false);
  });

  test('a failure stays on ConnectingExternal with the error; retryConnect runs the attempt again', async () => {
    const failing = new RecordingNamespaceClient('eip155', '0x1', {
      connect: new Error('You rejected the request in your wallet.'),
    });
    cleanups.push(registerNamespaceClient(failing));
    await connectConnector(DEV.id);
    expect($connection.get()).toEqual({
      status: 'error',
      connectorId: DEV.id,
      error: 'You rejected the request in your wallet.',
    });
    expect($router.get().view).toBe('ConnectingExternal');
    expect($modal.get().open).toBe(true);
    expect(events).toEqual(['CONNECT_ERROR']);

    const working = new RecordingNamespaceClient('eip155', '0x1');
    cleanups.push(registerNamespaceClient(working));
    await retryConnect();
    expect(working.methods()).toEqual(['connect']);
    expect($connection.get().status).toBe('connected');
  });

  test('an unknown connector id reports an error without navigating', async () => {
    await connectConnector('com.nowhere');
    expect($connection.get()).toMatchObject({ status: 'error', connectorId: 'com.nowhere' });
    expect($connection.get().error).toContain('com.nowhere was not found');
    expect($router.get().view).toBe('Connect');
  });
});
