import { $connection, resetConnection } from '../stores/connection';
import { subscribeEvents, type EmittedEvent } from '../stores/events';
import { $pairing, resetPairing } from '../stores/walletconnect';
import { connectWalletConnect } from './walletconnect';

// The WalletConnect client is replaced by a stand-in: each pair() call is answered by the test.
const pending: Array<{
  onUri: (uri: string) => void;
  resolve: (session: unknown) => void;
  reject: (error: Error) => void;
}> = [];
const adopt = jest.fn(() => false);

jest.mock('../connectors/walletconnect/connector', () => ({
  loadWalletConnectClient: async () => ({
    pair: (onUri: (uri: string) => void) =>
      new Promise((resolve, reject) => pending.push({ onUri, resolve, reject })),
  }),
  adoptSession: (...args: unknown[]) => adopt(...(args as [])),
  sessionNamespacesReady: async () => undefined,
}));

const URI = (n: number) => `wc:${String(n).repeat(64).slice(0, 64)}@2?relay-protocol=irn&symKey=00`;
const session = { topic: 't', namespaces: {}, peer: { metadata: { name: 'Phone Wallet' } } };

/** Lets the flow run up to its next await on the stand-in. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectWalletConnect', () => {
  let events: EmittedEvent[];
  let stop: () => void;
  beforeEach(() => {
    pending.length = 0;
    adopt.mockClear();
    resetPairing();
    resetConnection();
    events = [];
    stop = subscribeEvents((event) => events.push(event));
  });
  afterEach(() => stop());

  test('shows the URI while the wallet decides, then connects and reports the wallet', async () => {
    const done = connectWalletConnect();
    expect($pairing.get().status).toBe('pairing');
    await settle();
    pending[0]!.onUri(URI(1));
    expect($pairing.get()).toMatchObject({ status: 'ready', uri: URI(1) });
    pending[0]!.resolve(session);
    await done;
    expect(adopt).toHaveBeenCalledTimes(1);
    expect($pairing.get().status).toBe('idle');
    expect($connection.get()).toEqual({ status: 'connected', connectorId: 'walletConnect' });
    expect(events.map((event) => event.data)).toEqual([
      { event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Phone Wallet' } },
    ]);
  });

  test('a failure shows its message with a retry, and is reported', async () => {
    const done = connectWalletConnect();
    await settle();
    pending[0]!.reject(new Error('Proposal expired'));
    await done;
    expect($pairing.get()).toMatchObject({ status: 'error', error: 'Proposal expired' });
    expect($connection.get()).toMatchObject({ status: 'error', error: 'Proposal expired' });
    expect(events.map((event) => event.data.event)).toEqual(['CONNECT_ERROR']);
  });

  test('a newer attempt (a fresh URI) wins: the old URI and the old failure are ignored, an old approval is still taken', async () => {
    const first = connectWalletConnect();
    await settle();
    const second = connectWalletConnect();
    await settle();
    pending[0]!.onUri(URI(1));
    pending[1]!.onUri(URI(2));
    expect($pairing.get().uri).toBe(URI(2));
    pending[0]!.reject(new Error('expired'));
    await first;
    expect($pairing.get()).toMatchObject({ status: 'ready', uri: URI(2) });
    expect(events).toEqual([]);
    // The wallet scanned the older code: its session is still the user's connection.
    const third = connectWalletConnect();
    await settle();
    pending[1]!.resolve(session);
    await second;
    expect($connection.get().status).toBe('connected');
    pending[2]!.reject(new Error('superseded'));
    await third;
    expect($connection.get().status).toBe('connected');
  });
});
