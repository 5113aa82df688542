import {
  customEntries,
  excludedEntries,
  featuredAfterInstalled,
  filterEntries,
  installedConnectors,
  pickById,
  pickRecommended,
  searchByName,
  uniqueById,
  withInstalledFirst,
} from '../services/wallet-registry/listing-rules';
import { bundledWalletsNow } from '../services/wallet-registry/bundled-wallets-loaded';
import { getWalletLink, platformOf } from '../services/wallet-registry/wallet-links';
import {
  $connectors,
  getWalletConnectConnector,
  setExcludedWallets,
  visibleConnectors,
  type ConnectorEnvironment,
} from '../stores/connectors';
import { $options, type ResolvedOptions } from '../stores/options';
import { readStored } from '../stores/storage';
import {
  $walletRegistry,
  RECOMMENDED_WALLET_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_LIMIT,
  patchWalletRegistry,
  type RegistryEntry,
  type RegistryWallet,
} from '../stores/wallet-registry';
import { isBrowser } from './environment';

/** What one load gathered: the source list and where it came from. */
interface Catalog {
  options: ResolvedOptions;
  url: string | undefined;
  /** Registry entries (bundled, or the remote pages fetched so far), filtered. */
  registry: RegistryEntry[];
  custom: RegistryEntry[];
  /** Remote total, and how many of it the fetched pages held (remote source only). */
  remoteCount: number;
  remoteFetched: number;
  source: 'bundled' | 'remote';
}

let catalog: Catalog | undefined;
let loading: { options: ResolvedOptions; url: string | undefined; done: Promise<void> } | undefined;
let searchSequence = 0;
/** Whether the latest search is waiting for the remote registry (the store shows it loading). */
let registrySearching = false;
let watching = false;

/** The environment the connector rules need, read from this browser. */
export function connectEnvironment(): ConnectorEnvironment {
  if (!isBrowser()) return { isMobile: false, hasInjectedProvider: false, walletConnectConnected: false };
  const walletConnect = getWalletConnectConnector();
  const connectedIds = Object.values(readStored('connectedConnectorIds'));
  return {
    isMobile: isMobileDevice(),
    hasInjectedProvider: 'ethereum' in window,
    walletConnectConnected: walletConnect !== undefined && connectedIds.includes(walletConnect.id),
  };
}

/** Whether this looks like a phone or tablet (pointer and user agent). */
export function isMobileDevice(): boolean {
  if (!isBrowser()) return false;
  const agent = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(agent)) return true;
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse) and (hover: none)').matches
  );
}

/**
 * Loads the wallet list once per options: the bundled list (imported only now), or the host's
 * remote registry when a URL is set; a failing remote registry leaves a clear error in the store
 * and the bundled list in place. Installed wallets are marked and listed first.
 */
export function loadWalletRegistry(): Promise<void> {
  watchInputs();
  const options = $options.get();
  const url = options.walletRegistryUrl;
  if (loading && loading.options === options && loading.url === url) return loading.done;
  if (!loading && catalog && catalog.options === options && catalog.url === url) return Promise.resolve();
  const done: Promise<void> = load(options, url).finally(() => {
    if (loading?.done === done) loading = undefined;
  });
  loading = { options, url, done };
  return done;
}

async function load(options: ResolvedOptions, url: string | undefined): Promise<void> {
  patchWalletRegistry({ loading: true, error: undefined, search: '', results: [] });
  const custom = customEntries(options.customWallets);
  let error: string | undefined;
  if (url) {
    try {
      const remote = await loadRemote(options, url, custom);
      if (superseded(options, url)) return;
      catalog = remote;
      publish(1);
      return;
    } catch (failure) {
      error = `${failure instanceof Error ? failure.message : String(failure)}; showing the bundled wallet list`;
    }
  }
  let BUNDLED_WALLETS = bundledWalletsNow();
  if (!BUNDLED_WALLETS) {
    try {
      ({ BUNDLED_WALLETS } = await import('../services/wallet-registry/bundled-wallets'));
    } catch (failure) {
      // The chunk did not load (offline, a deploy in between): say so instead of spinning.
      const reason = failure instanceof Error ? failure.message : String(failure);
      if (!superseded(options, url))
        patchWalletRegistry({ loading: false, error: `Could not load the wallet list (${reason})` });
      return;
    }
  }
  if (superseded(options, url)) return;
  setExcludedWallets(excludedEntries(BUNDLED_WALLETS, options.excludeWalletIds));
  catalog = {
    options,
    url,
    registry: filterEntries(BUNDLED_WALLETS, options),
    custom,
    remoteCount: 0,
    remoteFetched: 0,
    source: 'bundled',
  };
  publish(1, error);
}

/** Whether a newer load (other options or URL) started meanwhile. */
function superseded(options: ResolvedOptions, url: string | undefined): boolean {
  return loading !== undefined && (loading.options !== options || loading.url !== url);
}

/** The remote registry client (with its response schema), loaded only for hosts that set a registry URL. */
const remoteRegistry = () => import('../services/wallet-registry/remote-registry');

async function loadRemote(options: ResolvedOptions, url: string, custom: RegistryEntry[]): Promise<Catalog> {
  const { fetchRegistryPage } = await remoteRegistry();
  const query = { include: options.includeWalletIds, exclude: options.excludeWalletIds };
  const first = await fetchRegistryPage(url, { page: 1, entries: WALLET_PAGE_SIZE, ...query });
  const wanted = options.featuredWalletIds.filter((id) => !first.entries.some((entry) => entry.id === id));
  const featured =
    wanted.length > 0
      ? await fetchRegistryPage(url, { page: 1, entries: wanted.length, include: wanted })
      : { entries: [] };
  const excluded = options.excludeWalletIds.length
    ? await fetchRegistryPage(url, {
        page: 1,
        entries: options.excludeWalletIds.length,
        include: options.excludeWalletIds,
      })
    : { entries: [] };
  setExcludedWallets(excluded.entries);
  return {
    options,
    url,
    registry: filterEntries([...first.entries, ...featured.entries], options),
    custom,
    remoteCount: first.count,
    remoteFetched: first.entries.length,
    source: 'remote',
  };
}

/** Every wallet of the catalog in display order: installed, featured, registry, custom. */
function orderedWallets(current: Catalog): RegistryWallet[] {
  const installed = installedConnectors(visibleConnectors(connectEnvironment()));
  const entries = uniqueById([...current.registry, ...current.custom]);
  return featuredAfterInstalled(withInstalledFirst(entries, installed), current.options.featuredWalletIds);
}

/** Writes the catalog into the store with `page` pages shown. */
function publish(page: number, error?: string): void {
  if (!catalog) return;
  const wallets = orderedWallets(catalog);
  const featuredIds = catalog.options.featuredWalletIds;
  const remoteMissing = Math.max(0, catalog.remoteCount - catalog.remoteFetched);
  const state = $walletRegistry.get();
  patchWalletRegistry({
    listings: catalog.source === 'remote' ? wallets : wallets.slice(0, page * WALLET_PAGE_SIZE),
    count: wallets.length + remoteMissing,
    page,
    featured: pickById(wallets, featuredIds).filter((wallet) => !wallet.installed),
    recommended: pickRecommended(wallets, featuredIds, RECOMMENDED_WALLET_COUNT),
    results: state.search ? searchByName(wallets, state.search, WALLET_SEARCH_LIMIT) : [],
    loading: false,
    error: error ?? state.error,
    source: catalog.source,
  });
}

/** Shows the next page of 40 (SPEC §9); fetches it from the remote registry when one is used. */
export async function loadMoreWallets(): Promise<void> {
  await loadWalletRegistry();
  const state = $walletRegistry.get();
  if (!catalog || state.loading || state.listings.length >= state.count) return;
  const nextPage = state.page + 1;
  if (catalog.source === 'bundled') {
    publish(nextPage);
    return;
  }
  const current = catalog;
  patchWalletRegistry({ loading: true });
  try {
    const query = { include: current.options.includeWalletIds, exclude: current.options.excludeWalletIds };
    const { fetchRegistryPage } = await remoteRegistry();
    const page = await fetchRegistryPage(current.url!, {
      page: nextPage,
      entries: WALLET_PAGE_SIZE,
      ...query,
    });
    if (catalog !== current) return;
    current.remoteFetched += page.entries.length;
    current.registry = uniqueById([...current.registry, ...filterEntries(page.entries, current.options)]);
    if (page.entries.length === 0) current.remoteCount = current.remoteFetched;
    publish(nextPage);
  } catch (failure) {
    patchWalletRegistry({
      loading: false,
      error: failure instanceof Error ? failure.message : String(failure),
    });
  }
}

/**
 * Searches wallet names (SPEC §9: at most 100 results); '' ends the search. With a remote
 * registry the registry is asked; if that fails, the loaded wallets are searched instead.
 * A newer search wins over an older one still in flight.
 */
export async function searchWallets(query: string): Promise<void> {
  const search = query.trim();
  const sequence = ++searchSequence;
  await loadWalletRegistry();
  if (sequence !== searchSequence || !catalog) return;
  if (search === '') {
    // A registry search still in flight is dropped: its loading flag goes with it, or the list
    // would stay busy and never load another page.
    patchWalletRegistry({ search: '', results: [], ...(registrySearching ? { loading: false } : {}) });
    registrySearching = false;
    return;
  }
  const searchLoaded = (loaded: Catalog) => searchByName(orderedWallets(loaded), search, WALLET_SEARCH_LIMIT);
  if (catalog.source === 'bundled') {
    patchWalletRegistry({ search, results: searchLoaded(catalog) });
    return;
  }
  const current = catalog;
  // The list keeps the previous results until the registry answers: showing the loaded pages'
  // matches first and then the registry's rebuilt every row on screen twice per keystroke.
  patchWalletRegistry({ loading: true });
  registrySearching = true;
  try {
    const query = { include: current.options.includeWalletIds, exclude: current.options.excludeWalletIds };
    const { fetchRegistryPage } = await remoteRegistry();
    const page = await fetchRegistryPage(current.url!, {
      page: 1,
      entries: WALLET_SEARCH_LIMIT,
      search,
      ...query,
    });
    if (sequence !== searchSequence || catalog !== current) return;
    const remote = withInstalledFirst(filterEntries(page.entries, current.options), []);
    const results = uniqueById([...searchLoaded(current), ...remote]).slice(0, WALLET_SEARCH_LIMIT);
    registrySearching = false;
    patchWalletRegistry({ search, results, loading: false });
  } catch (failure) {
    if (sequence !== searchSequence) return;
    registrySearching = false;
    patchWalletRegistry({
      search,
      results: searchLoaded(current),
      loading: false,
      error: failure instanceof Error ? failure.message : String(failure),
    });
  }
}

/**
 * Where a wallet that is not installed leads: its store or homepage for this device, or
 * undefined when it has no usable link (the row is then disabled).
 */
export function walletLinkFor(wallet: RegistryEntry): string | undefined {
  const agent = isBrowser() ? navigator.userAgent : '';
  return getWalletLink(wallet, platformOf(agent, isMobileDevice()));
}

/** Opens a not-installed wallet's store or homepage in a new tab. Returns whether it had a link. */
export function openWalletLink(wallet: RegistryEntry): boolean {
  const link = walletLinkFor(wallet);
  if (!link || !isBrowser()) return false;
  window.open(link, '_blank', 'noopener,noreferrer');
  return true;
}

/** Re-orders the list when wallets announce themselves or the options change. */
function watchInputs(): void {
  if (watching) return;
  watching = true;
  $connectors.listen(() => {
    if (catalog && !loading) publish($walletRegistry.get().page);
  });
}

/** Forgets the loaded catalog (tests; a new createAppKit reloads by itself). */
export function forgetWalletRegistry(): void {
  catalog = undefined;
  loading = undefined;
  searchSequence++;
  registrySearching = false;
}
