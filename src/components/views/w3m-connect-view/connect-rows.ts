import { connect } from '../../../locales/en/connect';
import type { Connector, RecentWallet } from '../../../stores/connectors';
import type { ConnectorTypeOrderItem } from '../../../stores/options';
import type { RegistryWallet } from '../../../stores/wallet-registry';

/** What choosing a row does. */
export type RowAction =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'walletConnect'; connector: Connector }
  | { kind: 'wallet'; wallet: RegistryWallet };

/** One row of the connect view's wallet list. */
export interface WalletRow {
  /** Stable key: the connector id or wallet id. */
  key: string;
  testId: string;
  label: string;
  imageSrc?: string;
  installed: boolean;
  tag?: string;
  tagVariant?: 'success' | 'accent' | 'neutral';
  description?: string;
  /** A wallet with nowhere to go (no connector, no link) cannot be chosen. */
  unavailable: boolean;
  action: RowAction;
}

/** What the sections are built from. */
export interface ConnectRowsInput {
  sections: readonly ConnectorTypeOrderItem[];
  /** Visible connectors (SPEC §4 rules applied). */
  connectors: readonly Connector[];
  recent: readonly RecentWallet[];
  /** Every registry wallet loaded so far (installed marked). */
  wallets: readonly RegistryWallet[];
  featured: readonly RegistryWallet[];
  recommended: readonly RegistryWallet[];
  /** The host's customWallets ids, in order. */
  customWalletIds: readonly string[];
  /** Whether a not-installed wallet has a link to open. */
  hasLink: (wallet: RegistryWallet) => boolean;
  /**
   * At most this many installed wallets under Installed (the rest are in All Wallets, which draws
   * only the rows on screen); none when All Wallets is not offered.
   */
  installedLimit?: number;
}

/**
 * Installed wallets the Connect view lists when All Wallets holds the rest. A page that announces
 * thousands of wallets would otherwise have Connect draw thousands of rows at once.
 */
export const CONNECT_INSTALLED_LIMIT = 10;

const INSTALLED_TYPES: ReadonlySet<Connector['type']> = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

function connectorRow(
  connector: Connector,
  tag: string | undefined,
  variant: WalletRow['tagVariant'],
): WalletRow {
  return {
    key: connector.id,
    testId: `wallet-selector-${connector.id}`,
    label: connector.name,
    imageSrc: connector.imageUrl,
    installed: INSTALLED_TYPES.has(connector.type),
    tag,
    tagVariant: variant,
    unavailable: false,
    action:
      connector.type === 'WALLET_CONNECT'
        ? { kind: 'walletConnect', connector }
        : { kind: 'connector', connector },
  };
}

/** A registry wallet's row: installed ones connect, others open their download page (or are unavailable). */
export function walletRow(
  wallet: RegistryWallet,
  hasLink: (wallet: RegistryWallet) => boolean,
  tag?: string,
  variant?: WalletRow['tagVariant'],
): WalletRow {
  const connectable = wallet.installed && wallet.connectorId !== undefined;
  const unavailable = !connectable && !hasLink(wallet);
  const id = wallet.connectorId ?? wallet.id;
  return {
    key: id,
    testId: `wallet-selector-${id}`,
    label: wallet.name,
    imageSrc: wallet.imageUrl ?? undefined,
    installed: connectable,
    tag: tag ?? (connectable ? connect.list.installed : undefined),
    tagVariant: variant ?? (connectable ? 'success' : undefined),
    description: connectable ? undefined : unavailable ? connect.list.unavailable : connect.list.notInstalled,
    unavailable,
    action: { kind: 'wallet', wallet },
  };
}

function recentRows(input: ConnectRowsInput): WalletRow[] {
  return input.recent.flatMap((recent) => {
    const connector = input.connectors.find(
      (c) => INSTALLED_TYPES.has(c.type) && (c.id === recent.id || (recent.rdns && c.rdns === recent.rdns)),
    );
    if (connector) return [connectorRow(connector, connect.list.recent, 'accent')];
    const wallet = input.wallets.find((w) => w.id === recent.id || (recent.rdns && w.rdns === recent.rdns));
    return wallet ? [walletRow(wallet, input.hasLink, connect.list.recent, 'accent')] : [];
  });
}

function sectionRows(section: ConnectorTypeOrderItem, input: ConnectRowsInput): WalletRow[] {
  switch (section) {
    case 'walletConnect':
      return input.connectors
        .filter((c) => c.type === 'WALLET_CONNECT')
        .map((c) => connectorRow(c, undefined, undefined));
    case 'recent':
      return recentRows(input);
    case 'injected':
      return input.connectors
        .filter((c) => INSTALLED_TYPES.has(c.type))
        .slice(0, input.installedLimit)
        .map((c) => connectorRow(c, connect.list.installed, 'success'));
    case 'featured':
      return input.featured.map((wallet) => walletRow(wallet, input.hasLink));
    case 'custom':
      return input.customWalletIds.flatMap((id) => {
        const wallet = input.wallets.find((w) => w.id === id && w.custom);
        return wallet ? [walletRow(wallet, input.hasLink)] : [];
      });
    case 'external':
      return input.connectors
        .filter((c) => c.type === 'EXTERNAL')
        .map((c) => connectorRow(c, undefined, undefined));
    case 'recommended':
      return input.recommended.map((wallet) => walletRow(wallet, input.hasLink));
  }
}

/**
 * The connect view's rows: each section in order (SPEC §2), a wallet shown once (its first
 * section wins, so a recent wallet is not repeated under Installed).
 */
export function connectRows(input: ConnectRowsInput): WalletRow[] {
  const rows: WalletRow[] = [];
  const seen = new Set<string>();
  for (const section of input.sections) {
    for (const row of sectionRows(section, input)) {
      const names = [row.key, ...rdnsOf(row)];
      if (names.some((name) => seen.has(name))) continue;
      names.forEach((name) => seen.add(name));
      rows.push(row);
    }
  }
  return rows;
}

function rdnsOf(row: WalletRow): string[] {
  const rdns = row.action.kind === 'wallet' ? row.action.wallet.rdns : row.action.connector.rdns;
  const registryId = row.action.kind === 'wallet' ? row.action.wallet.id : row.action.connector.explorerId;
  return [rdns ? `rdns:${rdns}` : '', registryId ?? ''].filter((name) => name !== '');
}

/** SPEC §3 allWallets: shown, hidden, or shown on mobile only; the feature flag can turn it off too. */
export function showAllWallets(
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE',
  featureOn: boolean,
  isMobile: boolean,
): boolean {
  if (!featureOn || allWallets === 'HIDE') return false;
  return allWallets === 'SHOW' || isMobile;
}
