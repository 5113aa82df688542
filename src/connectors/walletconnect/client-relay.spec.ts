import { EventEmitter } from 'node:events';

// A stand-in UniversalProvider: `connect` emits display_uri only when the relay "answers".
let relayUp = false;
class FakeProvider extends EventEmitter {
  session = undefined;
  client = { core: {}, formatAuthMessage: () => '' };
  static async init(): Promise<FakeProvider> {
    return new FakeProvider();
  }
  connect(): Promise<never> {
    if (relayUp) queueMicrotask(() => this.emit('display_uri', 'wc:topic@2?relay-protocol=irn&symKey=aa'));
    return new Promise(() => undefined); // the wallet never settles here
  }
}
jest.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: FakeProvider }));

const setup = {
  projectId: 'p',
  relayUrl: 'ws://127.0.0.1:9/relay',
  metadata: { name: 'd', description: '', url: 'http://127.0.0.1', icons: [] },
  services: true,
  networks: [],
  customRpcUrls: {},
};

describe('WalletConnect client: relay down at connect time', () => {
  afterEach(() => jest.useRealTimers());

  test('no pairing URI within 15 s fails the attempt with RelayUnreachableError naming the relay', async () => {
    const { WalletConnectClient, PAIRING_URI_TIMEOUT_MS, RelayUnreachableError } = await import('./client');
    relayUp = false;
    const client = await WalletConnectClient.create(setup);
    jest.useFakeTimers();
    const onUri = jest.fn();
    const outcome = client.pair(onUri).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect((error as Error).message).toBe(
      'Could not reach the WalletConnect relay (ws://127.0.0.1:9/relay). Check the connection and try again.',
    );
    expect(onUri).not.toHaveBeenCalled();
  });

  test('a retry once the relay answers shows its URI (the attempt is not failed)', async () => {
    const { WalletConnectClient, PAIRING_URI_TIMEOUT_MS } = await import('./client');
    relayUp = true;
    const client = await WalletConnectClient.create(setup);
    jest.useFakeTimers();
    const onUri = jest.fn();
    const outcome = client.pair(onUri).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS * 2);
    expect(onUri).toHaveBeenCalledWith('wc:topic@2?relay-protocol=irn&symKey=aa');
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
  });
});
