import {
  clearStored,
  readStored,
  removeStored,
  STORAGE_TABLE,
  writeStored,
  type StorableValue,
  type StorageName,
} from './storage';

const SAMPLES: { [K in StorageName]: StorableValue<K> } = {
  deepLinkChoice: { href: 'metamask://', name: 'MetaMask' },
  activeNamespace: 'solana',
  activeCaipNetworkId: 'eip155:8453',
  connectedConnectorIds: { eip155: 'io.metamask', solana: 'phantom' },
  recentWallets: [
    { id: 'w1', rdns: 'io.metamask', name: 'MetaMask' },
    { id: 'w2', name: 'Rainbow' },
  ],
  connectedSocial: 'github',
  socialUsername: 'alice',
  connectionStatus: 'connected',
  connectedNamespaces: ['eip155', 'solana'],
  telegramSocialProvider: 'x',
  balanceCache: { 'eip155:1:0xabc': { timestamp: 1, value: [] } },
  nativeBalanceCache: { 'eip155:1:0xabc': { timestamp: 1, value: { balance: '1', symbol: 'ETH' } } },
  ensCache: { 'vitalik.eth': { timestamp: 1, value: [{ name: 'vitalik.eth' }] } },
  identityCache: { '0xabc': { timestamp: 1, value: { name: null, avatar: null } } },
  preferredAccountTypes: { eip155: 'eoa' },
  emailLoginUsed: true,
  email: 'alice@example.com',
  lastEmailLoginTime: 1_700_000_000_000,
  lastUsedChain: 'eip155',
  smartAccountEnabledNetworks: [8453, 84532],
};

const NAMES = Object.keys(STORAGE_TABLE) as StorageName[];

/** Replaces globalThis.localStorage for one test. */
function withStorage(value: PropertyDescriptor, run: () => void): void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, ...value });
  try {
    run();
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  }
}

describe('storage table', () => {
  beforeEach(() => localStorage.clear());

  test('SPEC §3: the test environment has a working localStorage', () => {
    localStorage.setItem('probe', '1');
    expect(localStorage.getItem('probe')).toBe('1');
  });

  test('SPEC §3: one table holds the twenty persisted values, each under an @w3m/ key', () => {
    expect(NAMES.sort()).toEqual(Object.keys(SAMPLES).sort());
    const keys = NAMES.map((name) => STORAGE_TABLE[name].key);
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^@w3m\/[a-z_]+$/);
  });

  test.each(NAMES)('SPEC §3: %s reads back what was written, as JSON under its key', (name) => {
    expect(writeStored(name, SAMPLES[name] as never)).toBe(true);
    expect(readStored(name)).toEqual(SAMPLES[name]);
    expect(JSON.parse(localStorage.getItem(STORAGE_TABLE[name].key) ?? 'null')).toEqual(SAMPLES[name]);
  });

  test.each(NAMES)('SPEC §3: %s falls back to its default when missing', (name) => {
    expect(readStored(name)).toEqual(STORAGE_TABLE[name].fallback());
  });

  /** Raw stored texts that must not decode, each as a function of the key's valid sample. */
  const CORRUPT: [string, (sample: unknown) => string][] = [
    ['corrupt JSON', () => '{"oops'],
    ['a wrong type', (sample) => (typeof sample === 'number' ? '"12345"' : '12345')],
    ['a different wrong type', (sample) => (typeof sample === 'boolean' ? '"true"' : 'true')],
    ['a foreign object', () => '{"foreign":true}'],
    ['an array of junk', () => '[null,{"a":1}]'],
    ['a bare word', () => 'undefined'],
    ['an empty string', () => ''],
  ];
  describe.each(CORRUPT)('SPEC §3: %s', (_label, rawFor) => {
    test.each(NAMES)('under %s gives the default without throwing', (name) => {
      localStorage.setItem(STORAGE_TABLE[name].key, rawFor(SAMPLES[name]));
      expect(readStored(name)).toEqual(STORAGE_TABLE[name].fallback());
    });
  });

  test('SPEC §3: defaults are fresh objects, not shared', () => {
    const first = readStored('recentWallets');
    first.push({ id: 'x', name: 'X' });
    expect(readStored('recentWallets')).toEqual([]);
  });

  test('SPEC §9: more than 2 stored recent wallets is treated as corrupt', () => {
    localStorage.setItem(
      '@w3m/recent_wallets',
      JSON.stringify([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ]),
    );
    expect(readStored('recentWallets')).toEqual([]);
  });

  test.each<[StorageName, unknown, string]>([
    ['email', 'not-an-email', 'Invalid value for storage "email": Invalid email'],
    [
      'emailLoginUsed',
      'yes',
      'Invalid value for storage "emailLoginUsed": Expected boolean, received string',
    ],
    ['activeNamespace', 'cosmos', 'Invalid value for storage "activeNamespace": Invalid enum value'],
    ['activeCaipNetworkId', 'base', 'Invalid value for storage "activeCaipNetworkId": Invalid input'],
    [
      'lastEmailLoginTime',
      -1,
      'Invalid value for storage "lastEmailLoginTime": Number must be greater than or equal to 0',
    ],
  ])('SPEC §3: writing an invalid %s throws before touching storage', (name, value, message) => {
    expect(() => writeStored(name, value as never)).toThrow(message);
    expect(localStorage.getItem(STORAGE_TABLE[name].key)).toBeNull();
  });

  test('SPEC §3: remove and clear delete values', () => {
    writeStored('email', 'a@b.co');
    writeStored('socialUsername', 'alice');
    writeStored('lastUsedChain', 'solana');
    removeStored('email');
    expect(readStored('email')).toBeUndefined();
    clearStored(['socialUsername', 'lastUsedChain']);
    expect(readStored('socialUsername')).toBeUndefined();
    expect(readStored('lastUsedChain')).toBeUndefined();
  });
});

describe('storage without localStorage', () => {
  test.each(NAMES)('SPEC §3: %s reads its default when localStorage is missing (SSR)', (name) => {
    withStorage({ value: undefined }, () => {
      expect(readStored(name)).toEqual(STORAGE_TABLE[name].fallback());
    });
  });

  test('SPEC §3: a throwing localStorage getter (privacy mode) never throws', () => {
    withStorage(
      {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      },
      () => {
        expect(readStored('connectionStatus')).toBeUndefined();
        expect(writeStored('connectionStatus', 'connected')).toBe(false);
        expect(() => removeStored('connectionStatus')).not.toThrow();
        expect(() => clearStored(['email', 'socialUsername'])).not.toThrow();
      },
    );
  });

  test('SPEC §3: throwing getItem/setItem/removeItem (quota, blocked) never throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    withStorage({ value: broken }, () => {
      expect(readStored('recentWallets')).toEqual([]);
      expect(writeStored('socialUsername', 'bob')).toBe(false);
      expect(() => removeStored('email')).not.toThrow();
    });
  });
});
