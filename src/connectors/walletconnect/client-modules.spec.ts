// loadClientModules: one import of UniversalProvider and its storage, shared by the preload and the
// client, and tried again after a failure.
let storageLoads = 0;
jest.mock('@walletconnect/keyvaluestorage', () => {
  storageLoads += 1;
  // The first load fails the way a dropped connection fails a dynamic import.
  if (storageLoads === 1) throw new Error('Failed to fetch dynamically imported module');
  return { KeyValueStorage: class {} };
});
jest.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: class {} }));

describe('WalletConnect client modules', () => {
  test('a failed load is tried again on the next call, and calls meanwhile share one load', async () => {
    const { loadClientModules } = await import('./client');
    await expect(loadClientModules()).rejects.toThrow('Failed to fetch');
    const first = loadClientModules();
    expect(loadClientModules()).toBe(first);
    const [{ UniversalProvider }, { KeyValueStorage }] = await first;
    expect(typeof UniversalProvider).toBe('function');
    expect(typeof KeyValueStorage).toBe('function');
    expect(loadClientModules()).toBe(first);
    expect(storageLoads).toBe(2);
  });

  test('the preload starts the one load the client then uses', async () => {
    jest.resetModules();
    const storage = await import('./blocked-storage');
    const loads = jest.spyOn(storage, 'loadWithReadableStorage');
    const { preloadClientModules } = await import('./connector');
    const { loadClientModules } = await import('./client');
    preloadClientModules();
    await loadClientModules();
    await loadClientModules();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
