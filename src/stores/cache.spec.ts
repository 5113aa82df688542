import { clearCache, readCache, writeCache, type TokenBalance } from './storage';
import { CACHE_LIFETIME_MS } from './constants';

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://example.org/usdc.png',
};

describe('caches', () => {
  beforeEach(() => localStorage.clear());

  test('SPEC §9: portfolio and native balance live 30 s, ens and identity 5 min', () => {
    expect(CACHE_LIFETIME_MS).toEqual({
      balance: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    });
  });

  test.each([
    ['balance', [usdc], 30_000],
    ['nativeBalance', { balance: '1.5', symbol: 'ETH' }, 30_000],
    ['ens', [{ name: 'alice.eth' }], 300_000],
    ['identity', { name: 'alice.eth', avatar: null }, 300_000],
  ] as const)(
    'SPEC §9: the %s cache serves a value until its lifetime has passed',
    (cache, value, lifetime) => {
      const now = 1_700_000_000_000;
      writeCache(cache, 'id-1', value as never, now);
      expect(readCache(cache, 'id-1', now)).toEqual(value);
      expect(readCache(cache, 'id-1', now + lifetime - 1)).toEqual(value);
      expect(readCache(cache, 'id-1', now + lifetime)).toBeUndefined();
      expect(readCache(cache, 'id-2', now)).toBeUndefined();
    },
  );

  test('SPEC §9: expiry follows the clock under fake timers', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      writeCache('nativeBalance', 'a', { balance: '2', symbol: 'SOL' }, Date.now());
      jest.advanceTimersByTime(29_999);
      expect(readCache('nativeBalance', 'a', Date.now())).toEqual({ balance: '2', symbol: 'SOL' });
      jest.advanceTimersByTime(1);
      expect(readCache('nativeBalance', 'a', Date.now())).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  test('SPEC §9: writing drops expired entries of the same cache', () => {
    writeCache('identity', 'old', { name: 'old', avatar: null }, 0);
    writeCache('identity', 'new', { name: 'new', avatar: null }, 400_000);
    expect(Object.keys(JSON.parse(localStorage.getItem('@w3m/identity_cache') ?? '{}'))).toEqual(['new']);
  });

  test('SPEC §3: a corrupt cache entry or record reads as a miss', () => {
    localStorage.setItem(
      '@w3m/native_balance_cache',
      JSON.stringify({ a: { timestamp: 5, value: { balance: 1 } } }),
    );
    expect(readCache('nativeBalance', 'a', 5)).toBeUndefined();
    localStorage.setItem('@w3m/ens_cache', '{"a":');
    expect(readCache('ens', 'a', 5)).toBeUndefined();
    expect(() => writeCache('ens', 'b', [{ name: 'b.eth' }], 5)).not.toThrow();
    expect(readCache('ens', 'b', 5)).toEqual([{ name: 'b.eth' }]);
  });

  test('SPEC §9: an entry stamped in the future is not trusted', () => {
    writeCache('balance', 'a', [usdc], 10_000);
    expect(readCache('balance', 'a', 9_000)).toBeUndefined();
  });

  test('SPEC §3: inherited property names are not cache hits', () => {
    expect(readCache('identity', 'constructor', 1)).toBeUndefined();
    expect(readCache('identity', '__proto__', 1)).toBeUndefined();
  });

  test('SPEC §3: a wrongly shaped value is refused', () => {
    expect(() => writeCache('identity', 'a', { name: 1 } as never, 1)).toThrow(
      'Invalid value for the identity cache',
    );
  });

  test('SPEC §9: clearCache removes one entry or the whole cache', () => {
    writeCache('ens', 'a', [{ name: 'a.eth' }], 1);
    writeCache('ens', 'b', [{ name: 'b.eth' }], 1);
    clearCache('ens', 'a');
    expect(readCache('ens', 'a', 1)).toBeUndefined();
    expect(readCache('ens', 'b', 1)).toEqual([{ name: 'b.eth' }]);
    clearCache('ens');
    expect(readCache('ens', 'b', 1)).toBeUndefined();
  });
});
