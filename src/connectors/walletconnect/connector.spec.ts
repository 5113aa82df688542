import { bitcoin, localhost, solana } from '../../networks';
import type { CaipNetwork } from '../../chains/network-types';
import { getNamespaceClient } from '../../chains/namespace-client';
import { getAccount, resetAccount } from '../../stores/account';
import { $chain, setNetworks } from '../../stores/chain';
import { readStored } from '../../stores/storage-io';
import { getDiscoveredWallet } from '../eip6963-discovery';
import type { SessionHandlers, WalletConnectClient, WalletConnectSession } from './client';
import { adoptSession } from './connector';
import { WALLET_CONNECT_CONNECTOR_ID } from './ids';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A stand-in for the WalletConnect client: a fixed session, and the handlers the connector installs. */
function fakeClient(session: WalletConnectSession) {
  const fake = {
    handlers: undefined as SessionHandlers | undefined,
    disconnect: jest.fn(async () => undefined),
    session,
    eip155Accounts: () => (session.namespaces['eip155']?.accounts as string[] | undefined) ?? [],
    request: jest.fn(async () => '0x'),
    listen: (handlers: SessionHandlers) => {
      fake.handlers = handlers;
      return () => (fake.handlers = undefined);
    },
  };
  return fake;
}

const multiSession = (topic: string): WalletConnectSession => ({
  topic,
  namespaces: {
    eip155: { accounts: [`eip155:31337:${EVM}`] },
    solana: { accounts: [`${solana.caipNetworkId}:${SOL}`] },
    bip122: { accounts: [`${bitcoin.caipNetworkId}:${BTC}`] },
  },
  peer: { metadata: { name: 'Dev Mobile Wallet', icons: ['http://127.0.0.1/icon.svg'] } },
});

describe('adopting a WalletConnect session', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const ns of ['eip155', 'solana', 'bip122'] as const) resetAccount(ns);
    setNetworks([localhost, solana, bitcoin] as CaipNetwork[]);
    $chain.setKey('activeNetwork', undefined);
  });

  test('a multi-namespace session: eip155 becomes a wallet of the eip155 client, solana and bip122 accounts appear in the account state', () => {
    const client = fakeClient(multiSession('a'.repeat(64)));
    expect(adoptSession(client as unknown as WalletConnectClient, client.session)).toBe(true);
    const wallet = getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID);
    expect(wallet?.connector).toMatchObject({ type: 'WALLET_CONNECT', name: 'Dev Mobile Wallet' });
    expect(getAccount('solana')).toMatchObject({
      status: 'connected',
      address: SOL,
      caipAddress: `${solana.caipNetworkId}:${SOL}`,
      allAccounts: [{ namespace: 'solana', address: SOL, type: 'eoa' }],
    });
    expect(getAccount('bip122')).toMatchObject({ status: 'connected', address: BTC });
    expect($chain.get().byNamespace.solana?.connectorType).toBe('WALLET_CONNECT');
    expect(getNamespaceClient('bip122')).toBeDefined();
    expect(readStored('connectedConnectorIds')).toMatchObject({ solana: WALLET_CONNECT_CONNECTOR_ID });
  });

  test('SPEC §4: a session deleted by the wallet resets the accounts it held', () => {
    const client = fakeClient(multiSession('b'.repeat(64)));
    adoptSession(client as unknown as WalletConnectClient, client.session);
    const wallet = getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID)!;
    const ended = jest.fn();
    wallet.provider.on?.('disconnect', ended);
    client.handlers!.deleted();
    expect(ended).toHaveBeenCalled();
    expect(getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined });
    expect(getAccount('bip122').address).toBeUndefined();
    expect(getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined();
    expect(client.handlers).toBeUndefined();
  });

  test('the dapp disconnect ends the session once however many namespaces ask', async () => {
    const client = fakeClient(multiSession('c'.repeat(64)));
    adoptSession(client as unknown as WalletConnectClient, client.session);
    await Promise.all([
      getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID)!.disconnect!(),
      getNamespaceClient('solana')!.disconnect(),
    ]);
    expect(client.disconnect).toHaveBeenCalledTimes(1);
  });

  test('a chainChanged from the wallet moves the eip155 provider', () => {
    const client = fakeClient({
      topic: 'd'.repeat(64),
      namespaces: { eip155: { accounts: [`eip155:31337:${EVM}`, `eip155:1:${EVM}`] } },
      peer: { metadata: {} },
    });
    adoptSession(client as unknown as WalletConnectClient, client.session);
    const provider = getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID)!.provider;
    const changed = jest.fn();
    provider.on?.('chainChanged', changed);
    client.handlers!.chainChanged('eip155:1');
    expect(changed).toHaveBeenCalledWith('0x1');
    client.handlers!.chainChanged('nonsense');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  test('a session without eip155 accounts registers no EVM wallet', () => {
    const client = fakeClient({
      topic: 'e'.repeat(64),
      namespaces: { solana: { accounts: [`${solana.caipNetworkId}:${SOL}`] } },
      peer: { metadata: { name: '' } },
    });
    expect(adoptSession(client as unknown as WalletConnectClient, client.session)).toBe(false);
    expect(getDiscoveredWallet(WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined();
    expect(getAccount('solana').connectedWalletInfo?.name).toBe('WalletConnect');
  });
});
