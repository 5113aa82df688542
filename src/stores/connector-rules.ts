import type { ConnectMethod, ConnectorTypeOrderItem } from './options';
import { DEFAULT_CONNECT_METHODS_ORDER, INSTALLED_WALLET_CONNECT_METHODS_ORDER } from './constants';
import type { Connector } from './connector-types';

/** A wallet the host excluded, as the registry describes it (for matching by rdns or name). */
export interface ExcludedWallet {
  rdns?: string | null;
  name: string;
}

/** The environment the visibility rules depend on. */
export interface VisibilityContext {
  isMobile: boolean;
  /** Whether any injected provider (window.ethereum) is present. */
  hasInjectedProvider: boolean;
  excludedWallets: readonly ExcludedWallet[];
}

/** Name of the generic injected connector (a browser wallet that did not announce itself). */
export const GENERIC_INJECTED_NAME = 'Browser Wallet';

const EXCLUDABLE: ReadonlySet<Connector['type']> = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL']);

function isExcluded(connector: Connector, excluded: readonly ExcludedWallet[]): boolean {
  if (!EXCLUDABLE.has(connector.type)) return false;
  const name = connector.name.toLowerCase();
  return excluded.some(
    (wallet) => (wallet.rdns && connector.rdns === wallet.rdns) || wallet.name.toLowerCase() === name,
  );
}

function isHiddenGenericInjected(connector: Connector, context: VisibilityContext): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== GENERIC_INJECTED_NAME) return false;
  if (!context.isMobile) return true;
  return !connector.rdns && !(connector.installed ?? context.hasInjectedProvider);
}

/**
 * SPEC §4 connector visibility: the generic Browser Wallet is hidden on desktop, and on mobile
 * when it has no rdns and is not installed; injected, announced and external connectors that
 * match an excluded wallet by rdns or case-insensitive name are hidden.
 */
export function isConnectorVisible(connector: Connector, context: VisibilityContext): boolean {
  return !isHiddenGenericInjected(connector, context) && !isExcluded(connector, context.excludedWallets);
}

/** SPEC §4: the WalletConnect section is off when enableWalletConnect is off or a WalletConnect connector is connected. */
export function isWalletConnectSectionEnabled(
  enableWalletConnect: boolean,
  walletConnectConnected: boolean,
): boolean {
  return enableWalletConnect && !walletConnectConnected;
}

/** Which sections have something to show. */
export type SectionContents = Record<ConnectorTypeOrderItem, boolean>;

/**
 * SPEC §2 section order: only sections with content, the configured entries first (in their
 * order), then the rest in the default order.
 */
export function orderConnectorSections(
  contents: SectionContents,
  configuredOrder: readonly ConnectorTypeOrderItem[],
  defaultOrder: readonly ConnectorTypeOrderItem[],
): ConnectorTypeOrderItem[] {
  const order: ConnectorTypeOrderItem[] = [];
  for (const section of [...configuredOrder, ...defaultOrder]) {
    if (contents[section] && !order.includes(section)) order.push(section);
  }
  return order;
}

/**
 * SPEC §2 connect-method order: a configured order wins; otherwise wallet first when an
 * installed injected or announced wallet is shown, else email, social, wallet.
 */
export function orderConnectMethods(
  shownConnectors: readonly Connector[],
  configured: readonly ConnectMethod[] | undefined,
): ConnectMethod[] {
  if (configured) return [...configured];
  const installedShown = shownConnectors.some(
    (connector) =>
      connector.type === 'ANNOUNCED' || (connector.type === 'INJECTED' && connector.installed === true),
  );
  return [...(installedShown ? INSTALLED_WALLET_CONNECT_METHODS_ORDER : DEFAULT_CONNECT_METHODS_ORDER)];
}
