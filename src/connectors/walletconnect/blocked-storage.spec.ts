import { MemoryKeyValueStorage, browserStorageBlocked, loadWithReadableStorage } from './blocked-storage';

/** Makes `localStorage` throw on access, as privacy modes do; returns the undo. */
function blockLocalStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new Error('SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  };
}

describe('WalletConnect under blocked browser storage', () => {
  test('the memory storage keeps values, lists keys and entries, forgets removed ones', async () => {
    const storage = new MemoryKeyValueStorage();
    await storage.setItem('wc@2:core:keychain', { a: 1 });
    await storage.setItem('wc@2:client:session', []);
    expect(await storage.getItem('wc@2:core:keychain')).toEqual({ a: 1 });
    expect(await storage.getKeys()).toEqual(['wc@2:core:keychain', 'wc@2:client:session']);
    await storage.removeItem('wc@2:core:keychain');
    expect(await storage.getEntries()).toEqual([['wc@2:client:session', []]]);
    expect(await storage.getItem('missing')).toBeUndefined();
  });

  test('a throwing localStorage counts as blocked; the loader sees a readable one, the page gets its own back', async () => {
    expect(browserStorageBlocked()).toBe(false);
    const undo = blockLocalStorage();
    try {
      expect(browserStorageBlocked()).toBe(true);
      const seen = await loadWithReadableStorage(async () => {
        const storage = (globalThis as { localStorage: Storage }).localStorage;
        storage.setItem('k', 'v');
        return storage.getItem('k');
      });
      expect(seen).toBe('v');
      expect(() => (globalThis as { localStorage?: Storage }).localStorage).toThrow('SecurityError');
    } finally {
      undo();
    }
  });

  test('a readable localStorage is left alone', async () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    await loadWithReadableStorage(async () => undefined);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'localStorage')).toEqual(before);
  });
});
