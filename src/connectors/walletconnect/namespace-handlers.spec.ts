import { bitcoin, localhost } from '../../networks';
import type { CaipNetwork } from '../../chains/network-types';
import { getAccount, resetAccount } from '../../stores/account';
import { $chain, setNetworks } from '../../stores/chain';
import type { SessionHandlers, WalletConnectClient, WalletConnectSession } from './client';
import { adoptSession, sessionNamespacesReady } from './connector';
import { handleWalletConnectNamespace, type WalletConnectNamespaceLink } from './namespace-handlers';

// A namespace whose client registered a handler (bip122) gets the session's side of it through a
// link; namespaces without one keep going into the account state.

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

function fakeClient(session: WalletConnectSession) {
  const fake = {
    handlers: undefined as SessionHandlers | undefined,
    disconnect: jest.fn(async () => undefined),
    session,
    eip155Accounts: () => (session.namespaces['eip155']?.accounts as string[] | undefined) ?? [],
    request: jest.fn(async () => ({ txid: 'ab'.repeat(32) })),
    listen: (handlers: SessionHandlers) => {
      fake.handlers = handlers;
      return () => (fake.handlers = undefined);
    },
  };
  return fake;
}

const session = (topic: string, withEvm: boolean): WalletConnectSession => ({
  topic,
  namespaces: {
    ...(withEvm ? { eip155: { accounts: [`eip155:31337:${EVM}`] } } : {}),
    bip122: { accounts: [`${bitcoin.caipNetworkId}:${PAYMENT}`, `${bitcoin.caipNetworkId}:${ORDINALS}`] },
  },
  peer: { metadata: { name: 'Dev Mobile Wallet', icons: ['http://127.0.0.1/icon.svg'] } },
});

describe('WalletConnect namespace handlers', () => {
  const adopt = jest.fn(async (_link: WalletConnectNamespaceLink) => undefined);
  const ended = jest.fn();

  beforeAll(() => handleWalletConnectNamespace('bip122', { adopt, ended }));
  beforeEach(() => {
    adopt.mockReset().mockResolvedValue(undefined);
    ended.mockReset();
    resetAccount('bip122');
    setNetworks([localhost, bitcoin] as CaipNetwork[]);
    $chain.setKey('activeNetwork', undefined);
  });

  test('the bip122 side goes to its handler: the chain, its addresses, the peer, requests on that chain', async () => {
    const client = fakeClient(session('a'.repeat(64), true));
    expect(adoptSession(client as unknown as WalletConnectClient, client.session)).toBe(true);
    await sessionNamespacesReady();
    expect(adopt).toHaveBeenCalledTimes(1);
    const link = adopt.mock.calls[0]![0];
    expect(link).toMatchObject({
      chain: bitcoin.caipNetworkId,
      addresses: [PAYMENT, ORDINALS],
      peer: { name: 'Dev Mobile Wallet', icon: 'http://127.0.0.1/icon.svg' },
    });
    // The handler writes the account state itself: the connector does not.
    expect(getAccount('bip122').status).toBe('disconnected');
    await link.request('sendTransfer', { amount: '1000' });
    expect(client.request).toHaveBeenCalledWith(
      { method: 'sendTransfer', params: { amount: '1000' } },
      bitcoin.caipNetworkId,
    );
  });

  test('the session ending (deleted by the wallet, or replaced by a new one) tells the handler', () => {
    const client = fakeClient(session('b'.repeat(64), true));
    adoptSession(client as unknown as WalletConnectClient, client.session);
    // Taking this session ended the previous test's one.
    ended.mockClear();
    client.handlers!.deleted();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  test('a refused bip122 side fails the connection when the session has nothing else; beside eip155 it does not', async () => {
    const refusal = new Error('The wallet shared no payment address');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    adopt.mockRejectedValue(refusal);
    const alone = fakeClient(session('c'.repeat(64), false));
    adoptSession(alone as unknown as WalletConnectClient, alone.session);
    await expect(sessionNamespacesReady()).rejects.toBe(refusal);
    const withEvm = fakeClient(session('d'.repeat(64), true));
    adoptSession(withEvm as unknown as WalletConnectClient, withEvm.session);
    await expect(sessionNamespacesReady()).resolves.toBeUndefined();
  });
});
