import { MockWindow } from '@stencil/core/mock-doc';
import { RecordedProvider, walletError } from '../chains/eip155/recorded-provider';
import { defineEvmNetwork } from '../chains/networks/define-evm-network';
import { getAccount, resetAccount } from '../stores/account';
import { writeCache } from '../stores/cache';
import { $chain, setActiveNetwork, setNetworks } from '../stores/chain';
import { rememberConnection } from '../stores/connection';
import { $modal } from '../stores/modal';
import { defaultResolvedOptions, setOptions } from '../stores/options';
import { readStored } from '../stores/storage';
import { $router, reset } from '../stores/router';
import { hideSnackbar } from '../stores/snackbar';
import { createEip155Backend, RECONNECT_WAIT_MS } from './eip155-client';
import { clearDiscoveredWallets, startWalletDiscovery } from './eip6963-discovery';

// Test chains whose RPC URL answers nothing, so no test reaches a real node.
const rpcUrls = { default: { http: ['http://127.0.0.1:9'] } };
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const chainA = defineEvmNetwork({ id: 31_337, name: 'Local A', nativeCurrency: ether, rpcUrls });
const chainB = defineEvmNetwork({ id: 31_338, name: 'Local B', nativeCurrency: ether, rpcUrls });

const RDNS = 'dev.w3m-elements.wallet';
const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ALICE_CHECKSUM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

let warn: jest.SpyInstance;
let stopDiscovery: () => void = () => undefined;

/** A wallet session recorded from the Dev Wallet: connected on 31337, knows only that chain. */
function devWallet(): RecordedProvider {
  const provider = new RecordedProvider({
    eth_requestAccounts: [ALICE],
    eth_accounts: [ALICE],
    eth_chainId: '0x7a69',
    wallet_revokePermissions: null,
  });
  const win = new MockWindow() as unknown as Window;
  const detail = {
    info: {
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Dev Wallet',
      icon: 'data:image/png;base64,AA==',
      rdns: RDNS,
    },
    provider,
  };
  win.addEventListener('eip6963:requestProvider', () =>
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
  );
  stopDiscovery = startWalletDiscovery(win, { eip6963: true, legacy: false });
  return provider;
}

/**
 * The balance reads the client starts in the background (and never awaits) get a zero balance
 * from this in-test JSON-RPC answer instead of failing against the dead URL after a test ended
 * (a warning logged then is "Cannot log after tests are done"). eth_chainId answers the chain the
 * endpoint is configured for, so the transport's chain check passes.
 */
const answerBalances =
  (chainId: number): typeof fetch =>
  async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { id: number } | Array<{ id: number }>;
    const answer = (request: { id: number; method?: string }) => ({
      jsonrpc: '2.0',
      id: request.id,
      result: request.method === 'eth_chainId' ? `0x${chainId.toString(16)}` : '0x0',
    });
    const payload = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
const balanceRpc = (chainId: number, url = 'http://127.0.0.1:9') => [
  { url, config: { fetchFn: answerBalances(chainId) } },
];

function useOptions(overrides: Partial<ReturnType<typeof defaultResolvedOptions>> = {}): void {
  setOptions({
    ...defaultResolvedOptions(),
    networks: [chainA, chainB],
    customRpcUrls: { 'eip155:31337': balanceRpc(31_337), 'eip155:31338': balanceRpc(31_338) },
    ...overrides,
  });
}

beforeEach(() => {
  localStorage.clear();
  clearDiscoveredWallets();
  resetAccount('eip155');
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  setNetworks([chainA, chainB]);
  setActiveNetwork(chainA);
  useOptions();
  $modal.set({ open: false });
  reset('Connect');
  hideSnackbar();
  // Balances come from the 30 s cache (SPEC §9), so nothing is fetched.
  writeCache('nativeBalance', `eip155:31337:${ALICE}`, { balance: '10000', symbol: 'ETH' }, Date.now());
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopDiscovery();
  warn.mockRestore();
  jest.useRealTimers();
});

describe('eip155 client: connect', () => {
  test('eth_requestAccounts + eth_chainId fill the account, network, connector type and stored connection', async () => {
    const provider = devWallet();
    const client = createEip155Backend();
    const connection = await client.connect({ connectorId: RDNS, network: chainA });
    expect(connection).toEqual({ address: ALICE_CHECKSUM, network: chainA });
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(getAccount('eip155')).toMatchObject({
      caipAddress: `eip155:31337:${ALICE_CHECKSUM}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Dev Wallet', identifier: RDNS },
      allAccounts: [{ namespace: 'eip155', address: ALICE_CHECKSUM, type: 'eoa' }],
    });
    await Promise.resolve();
    expect(getAccount('eip155')).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' });
    expect($chain.get().byNamespace.eip155?.connectorType).toBe('ANNOUNCED');
    expect(readStored('connectedConnectorIds')).toEqual({ eip155: RDNS });
    expect(readStored('connectionStatus')).toBe('connected');
    expect(client.connectorType()).toBe('ANNOUNCED');
  });

  test('a rejected connect fails with 4001 and a clear message, and leaves nothing stored', async () => {
    const provider = devWallet();
    provider.answer('eth_requestAccounts', () => {
      throw walletError(4001, 'User rejected the request.');
    });
    const client = createEip155Backend();
    await expect(client.connect({ connectorId: RDNS, network: chainA })).rejects.toMatchObject({
      code: 4001,
      kind: 'userRejected',
      message: 'You rejected the request in your wallet.',
    });
    expect(getAccount('eip155')).toMatchObject({ status: 'disconnected', caipAddress: undefined });
    expect(readStored('connectionStatus')).toBeUndefined();
  });

  test('an unknown connector id or a malformed account list is refused', async () => {
    const provider = devWallet();
    const client = createEip155Backend();
    await expect(client.connect({ connectorId: 'com.missing' })).rejects.toThrow('com.missing was not found');
    provider.answer('eth_requestAccounts', ['not-an-address']);
    await expect(client.connect({ connectorId: RDNS })).rejects.toThrow('invalid account list');
  });

  test('requests before a connection are refused with 4100', async () => {
    await expect(createEip155Backend().request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4100,
    });
  });
});

describe('eip155 client: switch network (SPEC §7)', () => {
  test('4902 runs wallet_addEthereumChain (chainId, rpcUrls, chainName, nativeCurrency) then switches', async () => {
    const provider = devWallet();
    let known = false;
    provider.answer('wallet_switchEthereumChain', () => {
      if (!known) throw walletError(4902, 'Unrecognized chain ID "0x7a6a".');
      return null;
    });
    provider.answer('wallet_addEthereumChain', () => {
      known = true;
      return null;
    });
    useOptions({
      customRpcUrls: {
        'eip155:31337': balanceRpc(31_337),
        'eip155:31338': balanceRpc(31_338, 'http://127.0.0.1:4502'),
      },
    });
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    await client.switchNetwork(chainB);
    expect(provider.methods().slice(2)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(provider.calls[3]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local B',
        nativeCurrency: ether,
        rpcUrls: ['http://127.0.0.1:4502', 'http://127.0.0.1:9'],
      },
    ]);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31338');
    expect(getAccount('eip155').caipAddress).toBe(`eip155:31338:${ALICE_CHECKSUM}`);
  });

  test('a refused switch rejects with the user message and keeps the network', async () => {
    const provider = devWallet();
    provider.answer('wallet_switchEthereumChain', () => {
      throw walletError(4001, 'User rejected the request.');
    });
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    await expect(client.switchNetwork(chainB)).rejects.toThrow('You rejected the request in your wallet.');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31337');
  });
});

describe('eip155 client: wallet events (SPEC §4)', () => {
  test('chainChanged to a configured chain makes it active; to another opens UnsupportedChain', async () => {
    const provider = devWallet();
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    provider.emit('chainChanged', '0x7a6a');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31338');
    provider.emit('chainChanged', '0x1');
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('UnsupportedChain');
    expect(getAccount('eip155').caipAddress).toBe(`eip155:1:${ALICE_CHECKSUM}`);
    provider.emit('chainChanged', '0x7a69');
    expect($modal.get().open).toBe(false);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:31337');
  });

  test('with allowUnsupportedChain an unknown chain does not open the modal', async () => {
    useOptions({ allowUnsupportedChain: true });
    const provider = devWallet();
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    provider.emit('chainChanged', '0x1');
    expect($modal.get().open).toBe(false);
    expect(getAccount('eip155').caipAddress).toBe(`eip155:1:${ALICE_CHECKSUM}`);
  });

  test('accountsChanged updates the address; an empty list or disconnect ends the session and its listeners', async () => {
    const provider = devWallet();
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    provider.emit('accountsChanged', [BOB]);
    expect(getAccount('eip155').address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    provider.emit('accountsChanged', 'garbage');
    expect(getAccount('eip155').address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    provider.emit('accountsChanged', []);
    expect(getAccount('eip155')).toMatchObject({ status: 'disconnected', caipAddress: undefined });
    expect(readStored('connectionStatus')).toBe('disconnected');
    expect(provider.listenerCount('chainChanged')).toBe(0);

    await client.connect({ connectorId: RDNS, network: chainA });
    provider.emit('disconnect', { code: 4900 });
    expect(getAccount('eip155').caipAddress).toBeUndefined();
  });
});

describe('eip155 client: disconnect and reconnect', () => {
  test('disconnect revokes the permission and stops listening; a wallet without the method is fine', async () => {
    const provider = devWallet();
    const client = createEip155Backend();
    await client.connect({ connectorId: RDNS, network: chainA });
    await client.disconnect();
    expect(provider.methods().at(-1)).toBe('wallet_revokePermissions');
    expect(provider.calls.at(-1)?.params).toEqual([{ eth_accounts: {} }]);
    expect(provider.listenerCount('accountsChanged')).toBe(0);
    await client.connect({ connectorId: RDNS, network: chainA });
    provider.answer('wallet_revokePermissions', () => {
      throw walletError(4200, 'Unsupported method');
    });
    await expect(client.disconnect()).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  test('reconnect uses eth_accounts (no prompt) and restores the account on the wallet chain', async () => {
    const provider = devWallet();
    rememberConnection('eip155', RDNS);
    const client = createEip155Backend();
    await expect(client.reconnect(RDNS)).resolves.toBe(true);
    expect(provider.methods()).toEqual(['eth_accounts', 'eth_chainId']);
    expect(getAccount('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${ALICE_CHECKSUM}`,
    });
  });

  test('reconnect with an empty eth_accounts answer ends disconnected and forgets the stored connection', async () => {
    const provider = devWallet();
    provider.answer('eth_accounts', []);
    rememberConnection('eip155', RDNS);
    await expect(createEip155Backend().reconnect(RDNS)).resolves.toBe(false);
    expect(getAccount('eip155').status).toBe('disconnected');
    expect(readStored('connectionStatus')).toBe('disconnected');
  });

  test('reconnect gives up when the stored wallet does not announce itself in time', async () => {
    jest.useFakeTimers();
    rememberConnection('eip155', 'com.gone');
    const result = createEip155Backend().reconnect('com.gone');
    jest.advanceTimersByTime(RECONNECT_WAIT_MS);
    await expect(result).resolves.toBe(false);
    expect(readStored('connectedNamespaces')).toEqual([]);
  });
});
