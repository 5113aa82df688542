import type { Connector } from '../../stores/connector-types';
import type { CustomWallet } from '../../stores/options';
import type { RegistryEntry, RegistryWallet } from '../../stores/wallet-registry';

/** The host's wallet filters (SPEC §3 includeWalletIds, excludeWalletIds, featuredWalletIds). */
export interface WalletFilters {
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  featuredWalletIds: readonly string[];
}

const INSTALLABLE: ReadonlySet<Connector['type']> = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']);

/** Keeps the included wallets (all when none are listed) and drops the excluded ones. */
export function filterEntries(entries: readonly RegistryEntry[], filters: WalletFilters): RegistryEntry[] {
  const include = new Set(filters.includeWalletIds);
  const exclude = new Set(filters.excludeWalletIds);
  return entries.filter((entry) => (include.size === 0 || include.has(entry.id)) && !exclude.has(entry.id));
}

/** The bundled entries the host excluded (the connector rules hide matching installed wallets too). */
export function excludedEntries(
  entries: readonly RegistryEntry[],
  excludeWalletIds: readonly string[],
): RegistryEntry[] {
  const exclude = new Set(excludeWalletIds);
  return entries.filter((entry) => exclude.has(entry.id));
}

/** The host's customWallets as registry entries. */
export function customEntries(wallets: readonly CustomWallet[]): RegistryEntry[] {
  return wallets.map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns ?? null,
    imageUrl: wallet.image_url ?? null,
    homepage: wallet.homepage ?? null,
    mobileLink: wallet.mobile_link ?? null,
    desktopLink: wallet.desktop_link ?? null,
    webappLink: wallet.webapp_link ?? null,
    appStore: wallet.app_store ?? null,
    playStore: wallet.play_store ?? null,
    custom: true,
  }));
}

/** Drops later entries whose id repeats an earlier one. */
export function uniqueById<T extends { id: string }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
}

function sameWallet(entry: RegistryEntry, connector: Connector): boolean {
  if (connector.explorerId && connector.explorerId === entry.id) return true;
  if (connector.rdns && entry.rdns && connector.rdns === entry.rdns) return true;
  return connector.name.toLowerCase() === entry.name.toLowerCase();
}

/** The connectors that stand for a wallet installed in this browser (EIP-6963 announced, injected). */
export function installedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors.filter(
    (connector) =>
      connector.type === 'ANNOUNCED' || (INSTALLABLE.has(connector.type) && connector.installed === true),
  );
}

/**
 * Marks entries whose wallet is installed (matched by explorer id, rdns or name) and adds the
 * installed wallets the registry does not know; installed wallets come first, in connector order.
 */
export function withInstalledFirst(
  entries: readonly RegistryEntry[],
  installed: readonly Connector[],
): RegistryWallet[] {
  const first: RegistryWallet[] = [];
  const matched = new Set<RegistryEntry>();
  for (const connector of installed) {
    const entry = entries.find((candidate) => !matched.has(candidate) && sameWallet(candidate, connector));
    if (entry) matched.add(entry);
    first.push({
      ...(entry ?? { id: connector.id, name: connector.name, rdns: connector.rdns ?? null }),
      imageUrl: connector.imageUrl ?? entry?.imageUrl ?? null,
      installed: true,
      connectorId: connector.id,
    });
  }
  const rest = entries
    .filter((entry) => !matched.has(entry))
    .map((entry) => ({ ...entry, installed: false }));
  return [...first, ...rest];
}

/** Puts the featured wallets (in the host's order) right after the installed ones. */
export function featuredAfterInstalled(
  wallets: readonly RegistryWallet[],
  featuredWalletIds: readonly string[],
): RegistryWallet[] {
  const featured = pickById(wallets, featuredWalletIds).filter((wallet) => !wallet.installed);
  const chosen = new Set(featured);
  const installed = wallets.filter((wallet) => wallet.installed);
  const rest = wallets.filter((wallet) => !wallet.installed && !chosen.has(wallet));
  return [...installed, ...featured, ...rest];
}

/** The wallets with the given ids, in the ids' order. */
export function pickById(wallets: readonly RegistryWallet[], ids: readonly string[]): RegistryWallet[] {
  const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** SPEC §9: the first few registry wallets that are neither installed, featured nor custom. */
export function pickRecommended(
  wallets: readonly RegistryWallet[],
  featuredWalletIds: readonly string[],
  count: number,
): RegistryWallet[] {
  const featured = new Set(featuredWalletIds);
  return wallets
    .filter((wallet) => !wallet.installed && !wallet.custom && !featured.has(wallet.id))
    .slice(0, count);
}

/** Case-insensitive name search; at most `limit` results, order kept (installed stay first). */
export function searchByName<T extends { name: string }>(
  wallets: readonly T[],
  query: string,
  limit: number,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return wallets.filter((wallet) => wallet.name.toLowerCase().includes(needle)).slice(0, limit);
}
