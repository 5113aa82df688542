import { atom, onMount } from 'nanostores';
import type { ChainNamespace } from '../chains/constants';
import {
  isConnectorVisible,
  isWalletConnectSectionEnabled,
  orderConnectMethods,
  orderConnectorSections,
  type ExcludedWallet,
  type VisibilityContext,
} from './connector-rules';
import type { Connector, RecentWallet, WalletListing } from './connector-types';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from './constants';
import { $options, type ConnectMethod, type ConnectorTypeOrderItem } from './options';
import { addRecentWallet, readRecentWallets } from './storage-rules';

export type { Connector, ConnectorType, RecentWallet, WalletListing } from './connector-types';
export { CONNECTOR_TYPES } from './connector-types';
export type { ExcludedWallet, VisibilityContext } from './connector-rules';

/** Every connector found so far (announced wallets, injected, WalletConnect, auth, …). */
export const $connectors = atom<Connector[]>([]);

/** Registry entries of the host's excludeWalletIds (filled by the wallet registry). */
export const $excludedWallets = atom<ExcludedWallet[]>([]);

/**
 * Recently used wallets, newest first (SPEC §3, at most 2). Read from storage when first used, so
 * start-up does not load this store (the Connect view is its first reader).
 */
export const $recentWallets = atom<RecentWallet[]>([]);
onMount($recentWallets, () => loadRecentWallets());

/** Replaces the connector list. */
export function setConnectors(connectors: readonly Connector[]): void {
  $connectors.set([...connectors]);
}

/** Adds a connector, replacing one with the same id on the same namespace. */
export const addConnector = (connector: Connector): void => addConnectors([connector]);

/**
 * Adds many connectors with one store update (each replaces a known one with the same id on the
 * same namespace), so a page that announces thousands of wallets does not rebuild the list per wallet.
 */
export function addConnectors(connectors: readonly Connector[]): void {
  const key = (connector: Connector): string => `${connector.chain} ${connector.id}`;
  const incoming = new Set(connectors.map(key));
  $connectors.set([...$connectors.get().filter((known) => !incoming.has(key(known))), ...connectors]);
}

/** Removes a connector (on one namespace, or on all when none is given). */
export function removeConnector(id: string, chain?: ChainNamespace): void {
  $connectors.set(
    $connectors.get().filter((known) => !(known.id === id && (chain === undefined || known.chain === chain))),
  );
}

/** Records the registry entries of excluded wallets. */
export function setExcludedWallets(wallets: readonly ExcludedWallet[]): void {
  $excludedWallets.set([...wallets]);
}

/** The auth (email/social) connector, if registered. */
export function getAuthConnector(chain?: ChainNamespace): Connector | undefined {
  return $connectors
    .get()
    .find((c) => (c.type === 'AUTH' || c.type === 'ID_AUTH') && (chain === undefined || c.chain === chain));
}

/** The WalletConnect connector, if registered. */
export function getWalletConnectConnector(): Connector | undefined {
  return $connectors.get().find((c) => c.type === 'WALLET_CONNECT');
}

/** Loads the stored recent wallets (a corrupt value gives an empty list). */
export function loadRecentWallets(): void {
  $recentWallets.set(readRecentWallets());
}

/** Puts a wallet at the top of the recent list and stores it; throws on a wallet without id. */
export function rememberRecentWallet(wallet: RecentWallet): void {
  $recentWallets.set(addRecentWallet(wallet));
}

/** Environment for the section and method rules. */
export interface ConnectorEnvironment {
  isMobile: boolean;
  hasInjectedProvider: boolean;
  /** Whether a WalletConnect connector is already connected. */
  walletConnectConnected: boolean;
}

/** Registry lists the connect view shows next to the connectors. */
export interface RegistryLists {
  featured: readonly WalletListing[];
  recommended: readonly WalletListing[];
}

function visibilityContext(env: ConnectorEnvironment): VisibilityContext {
  return {
    isMobile: env.isMobile,
    hasInjectedProvider: env.hasInjectedProvider,
    excludedWallets: $excludedWallets.get(),
  };
}

/** The connectors the user may see (SPEC §4 visibility rules). */
export function visibleConnectors(env: ConnectorEnvironment): Connector[] {
  const context = visibilityContext(env);
  return $connectors.get().filter((connector) => isConnectorVisible(connector, context));
}

/** SPEC §4: whether the WalletConnect section is shown. */
export function walletConnectSectionEnabled(env: ConnectorEnvironment): boolean {
  return isWalletConnectSectionEnabled($options.get().enableWalletConnect, env.walletConnectConnected);
}

/** SPEC §2: the connector sections to show, in order. */
export function connectorSections(env: ConnectorEnvironment, lists: RegistryLists): ConnectorTypeOrderItem[] {
  const shown = visibleConnectors(env);
  const hasType = (...types: Connector['type'][]) => shown.some((c) => types.includes(c.type));
  const options = $options.get();
  const contents = {
    walletConnect: hasType('WALLET_CONNECT') && walletConnectSectionEnabled(env),
    recent: $recentWallets.get().length > 0,
    injected: hasType('INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'),
    featured: lists.featured.length > 0,
    custom: options.customWallets.length > 0,
    external: hasType('EXTERNAL'),
    recommended: lists.recommended.length > 0,
  };
  return orderConnectorSections(contents, options.features.connectorTypeOrder, DEFAULT_CONNECTOR_TYPE_ORDER);
}

/** SPEC §2: the order of the connect methods (email, social, wallet). */
export function connectMethodsOrder(env: ConnectorEnvironment): ConnectMethod[] {
  const options = $options.get();
  const configured = options.configuredFeatures.includes('connectMethodsOrder')
    ? options.features.connectMethodsOrder
    : undefined;
  return orderConnectMethods(visibleConnectors(env), configured);
}
