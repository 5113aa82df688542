import { registerNamespaceClient } from '../chains/namespace-client';
import { RecordingNamespaceClient } from '../chains/recording-namespace-client';
import { base, mainnet, optimism, solana, solanaDevnet } from '../networks';
import { getAccount, patchAccount, resetAccount } from './account';
import { $alert, closeAlert } from './alerts';
import {
  $chain,
  getActiveCaipAddress,
  pickInitialNetwork,
  setActiveNamespace,
  setActiveNetwork,
  setNetworks,
} from './chain';
import { setCaipAddress, setConnectorType } from './account-connection';
import { switchNetwork } from './network-switch';
import { readStored, removeStored } from './storage';

const EVM = 'eip155:1:0x1111111111111111111111111111111111111111';
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
let unregister: Array<() => void> = [];

beforeEach(() => {
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  setNetworks([mainnet, base, solana, solanaDevnet]);
  setActiveNetwork(mainnet);
  resetAccount('eip155');
  resetAccount('solana');
  closeAlert();
});

afterEach(() => {
  unregister.forEach((stop) => stop());
  unregister = [];
  removeStored('activeCaipNetworkId');
});

function client(namespace: 'eip155' | 'solana', failures = {}) {
  const recording = new RecordingNamespaceClient(namespace, namespace === 'eip155' ? '0x1' : 'So1', failures);
  unregister.push(registerNamespaceClient(recording));
  return recording;
}

describe('active network', () => {
  test('SPEC §3: setting a network makes its namespace active and stores both', () => {
    setActiveNetwork(solanaDevnet);
    expect($chain.get().activeNamespace).toBe('solana');
    expect(readStored('activeCaipNetworkId')).toBe(solanaDevnet.caipNetworkId);
    expect(readStored('activeNamespace')).toBe('solana');
  });

  test('SPEC §3: re-activating a namespace returns to its last network', () => {
    setActiveNetwork(base);
    setActiveNetwork(solana);
    setActiveNamespace('eip155');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:8453');
  });

  test('the initial network is the first configured one when nothing is stored or preferred', () => {
    removeStored('activeCaipNetworkId');
    setNetworks([base, mainnet]);
    expect(pickInitialNetwork(undefined)?.caipNetworkId).toBe('eip155:8453');
    setNetworks([solana, base]);
    expect(pickInitialNetwork(undefined)?.caipNetworkId).toBe(solana.caipNetworkId);
  });

  test('the host’s defaultNetwork wins over a stored network; a stored one over the first', () => {
    setActiveNetwork(base);
    expect(pickInitialNetwork(mainnet)?.caipNetworkId).toBe('eip155:1');
    expect(pickInitialNetwork(undefined)?.caipNetworkId).toBe('eip155:8453');
    expect(pickInitialNetwork(undefined, false)?.caipNetworkId).toBe('eip155:1');
  });

  test('restoring a connected session resumes on its stored network, even with a defaultNetwork', () => {
    setActiveNetwork(base);
    expect(pickInitialNetwork(mainnet, true, true)?.caipNetworkId).toBe('eip155:8453');
    removeStored('activeCaipNetworkId');
    expect(pickInitialNetwork(mainnet, true, true)?.caipNetworkId).toBe('eip155:1');
  });

  test('a stored network no longer configured, or a corrupt stored id, is ignored', () => {
    setActiveNetwork(solanaDevnet);
    setNetworks([base, mainnet]);
    expect(pickInitialNetwork(undefined)?.caipNetworkId).toBe('eip155:8453');
    localStorage.setItem('@w3m/active_caip_network_id', '"not a caip id"');
    expect(pickInitialNetwork(undefined)?.caipNetworkId).toBe('eip155:8453');
  });

  test('a switch drops the balance read on the previous network at once; staying put keeps it', () => {
    setCaipAddress('eip155', EVM);
    patchAccount('eip155', { balance: '10000', balanceSymbol: 'ETH' });
    setActiveNetwork(mainnet);
    expect(getAccount('eip155').balance).toBe('10000');
    setActiveNetwork(base);
    expect(getAccount('eip155')).toMatchObject({ balance: undefined, balanceSymbol: undefined });
  });

  test('SPEC §4: the active CAIP address is the active namespace\u2019s', () => {
    setCaipAddress('solana', SOL);
    expect(getActiveCaipAddress()).toBeUndefined();
    setActiveNetwork(solana);
    expect(getActiveCaipAddress()).toBe(SOL);
  });
});

describe('switchNetwork', () => {
  test('SPEC §4: same namespace with an address: the namespace client switches, then the network is set', async () => {
    const evm = client('eip155');
    setCaipAddress('eip155', EVM);
    await switchNetwork(base);
    expect(evm.calls).toEqual([{ method: 'switchNetwork', args: ['eip155:8453'] }]);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:8453');
  });

  test('SPEC §4: a failed client switch keeps the old network and rejects', async () => {
    client('eip155', { switchNetwork: new Error('User rejected the request.') });
    setCaipAddress('eip155', EVM);
    await expect(switchNetwork(base)).rejects.toThrow('User rejected the request.');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:1');
  });

  test('SPEC §4: another namespace through the auth connector reconnects there', async () => {
    const sol = client('solana');
    setCaipAddress('eip155', EVM);
    setConnectorType('eip155', 'AUTH');
    await switchNetwork(solana);
    expect(sol.methods()).toEqual(['connect']);
    expect(sol.calls[0]?.args[0]).toMatchObject({
      connectorId: 'AUTH',
      network: { caipNetworkId: solana.caipNetworkId },
    });
    expect($chain.get().activeNamespace).toBe('solana');
    expect($chain.get().byNamespace.solana?.connectorType).toBe('AUTH');
  });

  test('SPEC §4: when the auth reconnect fails it falls back to a client switch', async () => {
    const sol = client('solana', { connect: new Error('frame error') });
    setCaipAddress('eip155', EVM);
    setConnectorType('eip155', 'AUTH');
    await switchNetwork(solana);
    expect(sol.methods()).toEqual(['connect', 'switchNetwork']);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
  });

  test('SPEC §4: a WalletConnect connection sets the network and syncs the account', async () => {
    const sol = client('solana');
    setCaipAddress('eip155', EVM);
    setConnectorType('eip155', 'WALLET_CONNECT');
    await switchNetwork(solana);
    expect(sol.methods()).toEqual(['syncAccount']);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
  });

  test('SPEC §4: otherwise the network is set, and the account synced when the namespace has one', async () => {
    await switchNetwork(solana);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
    const evm = client('eip155');
    setCaipAddress('eip155', EVM);
    setConnectorType('solana', 'INJECTED');
    await switchNetwork(base);
    expect(evm.methods()).toEqual(['syncAccount']);
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:8453');
  });

  test('SPEC §8: a network missing from the list raises Network Not Found and rejects', async () => {
    await expect(switchNetwork(optimism)).rejects.toThrow('Network Not Found');
    expect($alert.get()?.key).toBe('NETWORK_NOT_FOUND');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:1');
  });

  test('SPEC §4: a missing namespace client is named in the error', async () => {
    setCaipAddress('eip155', EVM);
    setConnectorType('eip155', 'WALLET_CONNECT');
    await expect(switchNetwork(solana)).rejects.toThrow(
      'No client for namespace "solana" yet: add its adapter',
    );
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:1');
  });
});
