import type { NamespaceClient } from '../chains/namespace-client';
import { lazyNamespaceClient } from './lazy-namespace-client';

function realClient(): NamespaceClient {
  return {
    namespace: 'bip122',
    connect: async () => ({ address: 'bcrt1q', network: {} as never }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    syncAccount: async () => undefined,
    getProvider: () => ({ getAccountAddresses: async () => [{ address: 'bcrt1q', purpose: 'payment' }] }),
    signMessage: async (message, address) => `${address}:${message}`,
  };
}

describe('lazyNamespaceClient', () => {
  test('loads the real client only on the first call, then forwards calls and provider methods', async () => {
    const load = jest.fn(async () => realClient());
    const client = lazyNamespaceClient('bip122', load);
    const provider = client.getProvider() as { getAccountAddresses(): Promise<unknown> };
    expect(load).not.toHaveBeenCalled();
    expect(await client.signMessage!('hi', 'bcrt1q')).toBe('bcrt1q:hi');
    expect(await provider.getAccountAddresses()).toEqual([{ address: 'bcrt1q', purpose: 'payment' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('its provider is not a thenable, and a method the real client lacks is a clear error', async () => {
    const client = lazyNamespaceClient('bip122', async () => realClient());
    const provider = client.getProvider();
    expect(await Promise.resolve(provider)).toBe(provider);
    await expect(client.sendToken!({} as never)).rejects.toThrow('The bip122 client has no sendToken');
  });
});
