import {
  explorerAnswer,
  startTestRegistry,
  type TestRegistry,
} from '../services/wallet-registry/test-registry-server';
import { $excludedWallets, addConnector, setConnectors } from '../stores/connectors';
import { defaultResolvedOptions, setOptions, type ResolvedOptions } from '../stores/options';
import { $walletRegistry, resetWalletRegistry, WALLET_PAGE_SIZE } from '../stores/wallet-registry';
import { forgetWalletRegistry, loadMoreWallets, loadWalletRegistry, searchWallets } from './wallet-registry';

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369';
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';

function configure(options: Partial<ResolvedOptions> = {}): void {
  setOptions({ ...defaultResolvedOptions(), ...options });
}

function customWallets(count: number): ResolvedOptions['customWallets'] {
  return Array.from({ length: count }, (_, i) => ({ id: `custom-${i + 1}`, name: `Custom Wallet ${i + 1}` }));
}

const ids = () => $walletRegistry.get().listings.map((w) => w.id);

beforeEach(() => {
  forgetWalletRegistry();
  resetWalletRegistry();
  setConnectors([]);
  configure();
});

describe('the bundled list', () => {
  test('once its module has evaluated (it ships with the open path) it is listed at once, not a task later', async () => {
    await import('../services/wallet-registry/bundled-wallets');
    const done = loadWalletRegistry();
    // No await yet: the Connect view's first render already sees every row.
    expect($walletRegistry.get().loading).toBe(false);
    expect(ids()).toContain(METAMASK);
    await done;
  });

  test('loads lazily into the store: listings, count, 4 recommended (SPEC §9), no error', async () => {
    expect($walletRegistry.get().source).toBeUndefined();
    await loadWalletRegistry();
    const state = $walletRegistry.get();
    expect(state.source).toBe('bundled');
    expect(state.count).toBeGreaterThanOrEqual(20);
    expect(state.listings[0]?.name).toBe('MetaMask');
    expect(state.recommended.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ]);
    expect(state.error).toBeUndefined();
    expect(state.loading).toBe(false);
  });

  test('includeWalletIds, excludeWalletIds and featuredWalletIds apply; excluded ones feed the connector rules', async () => {
    configure({
      includeWalletIds: [METAMASK, RAINBOW, TRUST],
      excludeWalletIds: [TRUST],
      featuredWalletIds: [RAINBOW],
    });
    await loadWalletRegistry();
    expect(ids()).toEqual([RAINBOW, METAMASK]);
    expect($walletRegistry.get().featured.map((w) => w.name)).toEqual(['Rainbow']);
    expect($walletRegistry.get().recommended.map((w) => w.name)).toEqual(['MetaMask']);
    expect($excludedWallets.get().map((w) => w.name)).toEqual(['Trust Wallet']);
  });

  test('installed wallets (EIP-6963) are marked and listed first, also when they announce later', async () => {
    await loadWalletRegistry();
    expect($walletRegistry.get().listings[0]?.installed).toBe(false);
    addConnector({
      id: 'me.rainbow',
      name: 'Rainbow',
      rdns: 'me.rainbow',
      type: 'ANNOUNCED',
      chain: 'eip155',
    });
    addConnector({
      id: 'dev.w3m-elements.wallet',
      name: 'Dev Wallet',
      rdns: 'dev.w3m-elements.wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
    });
    const [first, second] = $walletRegistry.get().listings;
    expect([first?.name, first?.installed, first?.connectorId]).toEqual(['Rainbow', true, 'me.rainbow']);
    expect([second?.name, second?.installed]).toEqual(['Dev Wallet', true]);
    expect($walletRegistry.get().recommended.map((w) => w.name)).not.toContain('Rainbow');
  });

  test('pages of 40 (SPEC §9): custom wallets after the registry, more pages on request, stops at the end', async () => {
    configure({ customWallets: customWallets(100) });
    await loadWalletRegistry();
    const total = $walletRegistry.get().count;
    expect(total).toBe(100 + 20);
    expect($walletRegistry.get().listings).toHaveLength(WALLET_PAGE_SIZE);
    await loadMoreWallets();
    expect($walletRegistry.get().listings).toHaveLength(80);
    expect($walletRegistry.get().page).toBe(2);
    await loadMoreWallets();
    await loadMoreWallets();
    await loadMoreWallets();
    expect($walletRegistry.get().listings).toHaveLength(total);
    expect($walletRegistry.get().listings.at(-1)?.name).toBe('Custom Wallet 100');
    expect($walletRegistry.get().page).toBe(3);
  });

  test('search: case-insensitive, at most 100 results (SPEC §9), installed first, blank ends it', async () => {
    configure({ customWallets: customWallets(150) });
    addConnector({ id: 'x.custom', name: 'Custom Wallet 150', type: 'ANNOUNCED', chain: 'eip155' });
    await searchWallets('rain');
    expect($walletRegistry.get().results.map((w) => w.name)).toEqual(['Rainbow']);
    await searchWallets('CUSTOM');
    const results = $walletRegistry.get().results;
    expect(results).toHaveLength(100);
    expect([results[0]?.name, results[0]?.installed]).toEqual(['Custom Wallet 150', true]);
    await searchWallets('  ');
    expect($walletRegistry.get().search).toBe('');
    expect($walletRegistry.get().results).toEqual([]);
  });

  test('a newer search wins over an older one', async () => {
    const older = searchWallets('meta');
    const newer = searchWallets('rain');
    await Promise.all([older, newer]);
    expect($walletRegistry.get().search).toBe('rain');
    expect($walletRegistry.get().results.map((w) => w.name)).toEqual(['Rainbow']);
  });

  test('new options reload the list', async () => {
    await loadWalletRegistry();
    configure({ excludeWalletIds: [METAMASK] });
    await loadWalletRegistry();
    expect(ids()).not.toContain(METAMASK);
  });
});

describe('a remote registry (WalletConnect Explorer format)', () => {
  let registry: TestRegistry;

  beforeAll(async () => {
    registry = await startTestRegistry();
  });

  afterAll(async () => {
    await registry.close();
  });

  beforeEach(() => {
    registry.requests.length = 0;
    configure({ walletRegistryUrl: registry.url });
  });

  test('first page of 40, the next on request, with include/exclude passed on', async () => {
    registry.answer(explorerAnswer(100));
    configure({ walletRegistryUrl: registry.url, excludeWalletIds: ['remote-7'] });
    await loadWalletRegistry();
    let state = $walletRegistry.get();
    expect(state.source).toBe('remote');
    expect(state.listings).toHaveLength(40);
    expect(state.count).toBe(99);
    expect(state.listings.map((w) => w.id)).not.toContain('remote-7');
    const first = registry.requests.find(
      (r) => r.searchParams.get('page') === '1' && !r.searchParams.has('include'),
    );
    expect(first?.searchParams.get('entries')).toBe('40');
    expect(first?.searchParams.get('exclude')).toBe('remote-7');
    await loadMoreWallets();
    state = $walletRegistry.get();
    expect(state.listings).toHaveLength(80);
    expect(state.listings.at(-1)?.id).toBe('remote-81');
  });

  test('a failing next page keeps what was loaded and says why', async () => {
    registry.answer(explorerAnswer(100));
    await loadWalletRegistry();
    registry.answer(() => ({ status: 502, body: {} }));
    await loadMoreWallets();
    const state = $walletRegistry.get();
    expect(state.listings).toHaveLength(40);
    expect(state.loading).toBe(false);
    expect(state.error).toBe('The wallet registry answered HTTP status code: 502');
  });

  test('search asks the registry for up to 100 entries', async () => {
    registry.answer(explorerAnswer(300));
    await searchWallets('wallet 2');
    const search = registry.requests.find((r) => r.searchParams.has('search'));
    expect(search?.searchParams.get('entries')).toBe('100');
    expect($walletRegistry.get().results).toHaveLength(100);
    expect($walletRegistry.get().results[0]?.name).toBe('Remote Wallet 2');
  });

  test("a search shows the registry's answer in one step, not the loaded pages' matches first", async () => {
    registry.answer(explorerAnswer(300));
    await loadWalletRegistry();
    const shown: number[] = [];
    const stop = $walletRegistry.listen((state, old) => {
      if (state.results !== old?.results) shown.push(state.results.length);
    });
    await searchWallets('wallet 2');
    stop();
    // The first 40 loaded hold 11 matches ("Remote Wallet 2", "… 20" to "… 29"); the registry 100.
    expect(shown).toEqual([100]);
    expect($walletRegistry.get()).toMatchObject({ search: 'wallet 2', loading: false });
  });

  test('emptying the box while the registry searches leaves the list idle, so later pages still load', async () => {
    registry.answer(explorerAnswer(300));
    await loadWalletRegistry();
    const asking = new Promise<void>((resolve) => {
      const stop = $walletRegistry.listen((state) => state.loading && (stop(), resolve()));
    });
    const dropped = searchWallets('wallet 2');
    await asking;
    await searchWallets('');
    await dropped;
    expect($walletRegistry.get()).toMatchObject({ search: '', results: [], loading: false });
    await loadMoreWallets();
    expect($walletRegistry.get().listings).toHaveLength(80);
  });

  test('a failing search falls back to the loaded wallets and says why', async () => {
    const answer = explorerAnswer(300);
    registry.answer(answer);
    await loadWalletRegistry();
    registry.answer((url) => (url.searchParams.has('search') ? { status: 502, body: {} } : answer(url)));
    await searchWallets('wallet 2');
    const state = $walletRegistry.get();
    expect(state.search).toBe('wallet 2');
    expect(state.results.map((w) => w.name)).toEqual([
      'Remote Wallet 2',
      ...Array.from({ length: 10 }, (_, i) => `Remote Wallet ${20 + i}`),
    ]);
    expect(state.loading).toBe(false);
    expect(state.error).toBe('The wallet registry answered HTTP status code: 502');
  });

  test('a bad response leaves a clear error and falls back to the bundled list', async () => {
    registry.answer(() => ({ status: 200, body: { count: 1, data: [{ id: 'x' }] } }));
    await loadWalletRegistry();
    const state = $walletRegistry.get();
    expect(state.source).toBe('bundled');
    expect(state.error).toBe(
      'Invalid wallet registry response: data[0].name: Required; showing the bundled wallet list',
    );
    expect(state.listings[0]?.name).toBe('MetaMask');
  });

  test('an HTTP error falls back too', async () => {
    registry.answer(() => ({ status: 500, body: {} }));
    await loadWalletRegistry();
    expect($walletRegistry.get().error).toBe(
      'The wallet registry answered HTTP status code: 500; showing the bundled wallet list',
    );
    expect($walletRegistry.get().source).toBe('bundled');
  });
});
