import type { Connector } from '../../stores/connector-types';
import type { RegistryEntry } from '../../stores/wallet-registry';
import { BUNDLED_WALLETS } from './bundled-wallets';
import {
  customEntries,
  featuredAfterInstalled,
  filterEntries,
  installedConnectors,
  pickRecommended,
  searchByName,
  withInstalledFirst,
} from './listing-rules';
import { getWalletLink, platformOf } from './wallet-links';

const entry = (id: string, name: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  id,
  name,
  ...extra,
});
const announced = (id: string, name: string, rdns?: string): Connector => ({
  id,
  name,
  rdns,
  type: 'ANNOUNCED',
  chain: 'eip155',
});
const noFilters = { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [] };

describe('bundled wallet list', () => {
  test('about twenty wallets with unique ids, names and rdns; links are http(s) or a native scheme', () => {
    expect(BUNDLED_WALLETS.length).toBeGreaterThanOrEqual(20);
    const ids = BUNDLED_WALLETS.map((wallet) => wallet.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rdns = BUNDLED_WALLETS.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []));
    expect(new Set(rdns).size).toBe(rdns.length);
    for (const wallet of BUNDLED_WALLETS) {
      for (const link of [
        wallet.homepage,
        wallet.appStore,
        wallet.playStore,
        wallet.chromeStore,
        wallet.universalLink,
      ]) {
        if (link) expect(link).toMatch(/^https:\/\//);
      }
      if (wallet.mobileLink) expect(wallet.mobileLink).toMatch(/^[a-z][a-z0-9+.-]*:\/\//);
    }
    expect(BUNDLED_WALLETS.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining([
        'MetaMask',
        'Coinbase Wallet',
        'Trust Wallet',
        'Rainbow',
        'Phantom',
        'Enkrypt',
      ]),
    );
  });

  test('MetaMask carries its WalletConnect Explorer id and rdns', () => {
    const metaMask = BUNDLED_WALLETS.find((wallet) => wallet.name === 'MetaMask');
    expect(metaMask?.id).toBe('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96');
    expect(metaMask?.rdns).toBe('io.metamask');
  });
});

describe('filters (SPEC §3 includeWalletIds, excludeWalletIds)', () => {
  const entries = [entry('a', 'Alpha'), entry('b', 'Beta'), entry('c', 'Gamma')];

  test('no filters keep everything in order', () => {
    expect(filterEntries(entries, noFilters).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  test('include keeps only the listed wallets; exclude drops wallets (and wins over include)', () => {
    expect(filterEntries(entries, { ...noFilters, includeWalletIds: ['c', 'a'] }).map((e) => e.id)).toEqual([
      'a',
      'c',
    ]);
    expect(filterEntries(entries, { ...noFilters, excludeWalletIds: ['b'] }).map((e) => e.id)).toEqual([
      'a',
      'c',
    ]);
    expect(
      filterEntries(entries, { ...noFilters, includeWalletIds: ['a', 'b'], excludeWalletIds: ['a'] }).map(
        (e) => e.id,
      ),
    ).toEqual(['b']);
  });

  test('custom wallets become entries marked custom', () => {
    const [custom] = customEntries([
      { id: 'mine', name: 'Mine', image_url: 'https://x.test/i.png', rdns: null },
    ]);
    expect(custom).toMatchObject({
      id: 'mine',
      name: 'Mine',
      imageUrl: 'https://x.test/i.png',
      custom: true,
      rdns: null,
    });
  });
});

describe('installed first', () => {
  const entries = [
    entry('m', 'MetaMask', { rdns: 'io.metamask' }),
    entry('r', 'Rainbow', { rdns: 'me.rainbow' }),
  ];

  test('a connector matching by rdns marks the entry installed and moves it first', () => {
    const wallets = withInstalledFirst(entries, [announced('me.rainbow', 'Rainbow Wallet', 'me.rainbow')]);
    expect(wallets.map((w) => [w.id, w.installed, w.connectorId])).toEqual([
      ['r', true, 'me.rainbow'],
      ['m', false, undefined],
    ]);
  });

  test('matching by case-insensitive name works too; unknown installed wallets are added first', () => {
    const wallets = withInstalledFirst(entries, [
      announced('dev.w3m-elements.wallet', 'Dev Wallet', 'dev.w3m-elements.wallet'),
      announced('x', 'metamask'),
    ]);
    expect(wallets.map((w) => [w.id, w.name, w.installed])).toEqual([
      ['dev.w3m-elements.wallet', 'Dev Wallet', true],
      ['m', 'MetaMask', true],
      ['r', 'Rainbow', false],
    ]);
  });

  test('only announced, or injected/multi-chain connectors that say installed, count as installed', () => {
    const connectors: Connector[] = [
      announced('a', 'A'),
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      { id: 'i2', name: 'I2', type: 'INJECTED', chain: 'eip155', installed: true },
      { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ];
    expect(installedConnectors(connectors).map((c) => c.id)).toEqual(['a', 'i2']);
  });

  test('featured wallets follow the installed ones, in the host order', () => {
    const wallets = withInstalledFirst(
      [entry('a', 'A'), entry('b', 'B'), entry('c', 'C'), entry('d', 'D')],
      [announced('dx', 'D')],
    );
    expect(featuredAfterInstalled(wallets, ['c', 'b']).map((w) => w.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  test('SPEC §9: four recommended, never installed, featured or custom', () => {
    const wallets = withInstalledFirst(
      [
        entry('a', 'A'),
        entry('b', 'B'),
        entry('c', 'C', { custom: true }),
        entry('d', 'D'),
        entry('e', 'E'),
        entry('f', 'F'),
        entry('g', 'G'),
      ],
      [announced('ax', 'A')],
    );
    expect(pickRecommended(wallets, ['b'], 4).map((w) => w.id)).toEqual(['d', 'e', 'f', 'g']);
  });
});

describe('search', () => {
  test('case-insensitive substring of the name, capped, blank finds nothing', () => {
    const wallets = Array.from({ length: 150 }, (_, i) => entry(`w${i}`, `Wallet ${i}`));
    expect(
      searchByName([entry('r', 'Rainbow'), entry('m', 'MetaMask')], 'RAIN', 100).map((w) => w.id),
    ).toEqual(['r']);
    expect(searchByName(wallets, 'wallet', 100)).toHaveLength(100);
    expect(searchByName(wallets, '   ', 100)).toEqual([]);
  });
});

describe('wallet links (a wallet that is not installed)', () => {
  const wallet = entry('m', 'MetaMask', {
    homepage: 'https://metamask.io/',
    chromeStore: 'https://chromewebstore.google.com/detail/x',
    appStore: 'https://apps.apple.com/app/x',
    playStore: 'https://play.google.com/store/apps/details?id=x',
  });

  test('desktop → extension store, iOS → App Store, Android → Play, else the homepage', () => {
    expect(getWalletLink(wallet, 'desktop')).toBe('https://chromewebstore.google.com/detail/x');
    expect(getWalletLink(wallet, 'ios')).toBe('https://apps.apple.com/app/x');
    expect(getWalletLink(wallet, 'android')).toBe('https://play.google.com/store/apps/details?id=x');
    expect(getWalletLink(wallet, 'mobile')).toBe('https://metamask.io/');
    expect(getWalletLink(entry('s', 'S', { homepage: 'https://s.test/' }), 'desktop')).toBe(
      'https://s.test/',
    );
  });

  test('script or malformed links never count; no link gives undefined', () => {
    expect(
      getWalletLink(
        entry('x', 'X', { homepage: 'javascript:alert(1)', chromeStore: 'not a url' }),
        'desktop',
      ),
    ).toBeUndefined();
    expect(getWalletLink(entry('y', 'Y'), 'ios')).toBeUndefined();
  });

  test('the platform comes from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14)', true)).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe('desktop');
  });
});
