import { getNamespaceClient } from '../chains/namespace-client';
import { localhost } from '../chains/networks/local';
import { solana } from '../chains/networks/solana';
import { getAccount, resetAccount, setAccountStatus } from '../stores/account';
import { defaultResolvedOptions } from '../stores/options';
import { writeStored } from '../stores/storage';
import { reconnectEip155, setupEip155 } from './eip155-adapter';

beforeEach(() => {
  localStorage.clear();
  resetAccount('eip155');
});

describe('eip155 adapter', () => {
  test('registers the proxy client only when an eip155 network is configured; its provider is the host wrapper', () => {
    setupEip155({ ...defaultResolvedOptions(), networks: [solana] }, false);
    expect(getNamespaceClient('eip155')).toBeUndefined();
    setupEip155({ ...defaultResolvedOptions(), networks: [localhost] }, false);
    const client = getNamespaceClient('eip155');
    expect(client?.namespace).toBe('eip155');
    const provider = client?.getProvider() as { request: unknown };
    expect(typeof provider.request).toBe('function');
    expect(client?.getProvider()).toBe(provider);
  });

  test('SPEC §4 restore: a stored "connected" without a stored eip155 connector ends disconnected (no client load)', async () => {
    writeStored('connectionStatus', 'connected');
    setAccountStatus('eip155', 'connecting');
    await expect(reconnectEip155()).resolves.toBe(false);
    expect(getAccount('eip155').status).toBe('disconnected');
  });

  test('SPEC §4 restore: corrupt stored connector ids count as nothing to restore', async () => {
    localStorage.setItem('@w3m/connection_status', '"connected"');
    localStorage.setItem('@w3m/connected_namespaces', '["eip155"]');
    localStorage.setItem('@w3m/connected_connector_ids', '{"eip155":{"id":1}}');
    setAccountStatus('eip155', 'connecting');
    await expect(reconnectEip155()).resolves.toBe(false);
    expect(getAccount('eip155').status).toBe('disconnected');
  });
});
