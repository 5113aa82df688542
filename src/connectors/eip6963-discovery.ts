import { isEip1193Provider, type Eip1193Provider } from '../chains/eip155/eip1193';
import { GENERIC_INJECTED_NAME } from '../stores/connector-rules';
import { addConnector, addConnectors, removeConnector, type Connector } from '../stores/connectors';
import { $options } from '../stores/options';
import { parseAnnouncement } from './eip6963-schema';
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from './walletconnect/ids';

/** Connector id of a legacy `window.ethereum` provider that did not announce itself (UI-CONTRACT). */
export const LEGACY_INJECTED_ID = 'injected';

/** A wallet found in this page: its connector entry plus the provider to talk to. */
export interface DiscoveredWallet {
  connector: Connector;
  provider: Eip1193Provider;
  /** Ends the connection on the wallet's side too (a WalletConnect session); else permissions are revoked. */
  disconnect?: () => Promise<void>;
}

/** Which discovery paths are on. */
export interface DiscoveryOptions {
  /** Listen for EIP-6963 announcements. */
  eip6963: boolean;
  /** Fall back to a legacy `window.ethereum`. */
  legacy: boolean;
}

const wallets = new Map<string, DiscoveredWallet>();
const waiters = new Set<() => void>();
/** Connectors found since the last store update: a burst of announcements is one update. */
let queued: Map<string, Connector> | undefined;

function flushConnectors(): void {
  if (queued) addConnectors([...queued.values()]);
  queued = undefined;
}

function notify(): void {
  for (const waiter of [...waiters]) waiter();
}

function put(wallet: DiscoveredWallet): void {
  const { connector } = wallet;
  wallets.set(connector.id, wallet);
  if (!queued) {
    queued = new Map();
    queueMicrotask(flushConnectors);
  }
  queued.delete(connector.id);
  queued.set(connector.id, connector);
  notify();
}

function drop(id: string): void {
  queued?.delete(id);
  if (!wallets.delete(id)) return;
  removeConnector(id, 'eip155');
}

function isAnnounced(provider: Eip1193Provider): boolean {
  return [...wallets.values()].some(
    (wallet) => wallet.connector.type === 'ANNOUNCED' && wallet.provider === provider,
  );
}

function onAnnounce(event: Event): void {
  const parsed = parseAnnouncement((event as CustomEvent<unknown>).detail);
  if (!parsed.ok) {
    console.warn(`w3m: ignored an EIP-6963 announcement: ${parsed.error}`);
    return;
  }
  const { info, provider } = parsed.value;
  put({
    provider,
    connector: {
      id: info.rdns,
      type: 'ANNOUNCED',
      name: info.name,
      chain: 'eip155',
      rdns: info.rdns,
      imageUrl: info.icon || undefined,
      installed: true,
    },
  });
  // The same object as window.ethereum is one wallet, not two.
  if (wallets.get(LEGACY_INJECTED_ID)?.provider === provider) drop(LEGACY_INJECTED_ID);
}

function checkLegacy(target: Window): void {
  const legacy = (target as unknown as { ethereum?: unknown }).ethereum;
  if (!isEip1193Provider(legacy) || isAnnounced(legacy)) return;
  put({
    provider: legacy,
    connector: {
      id: LEGACY_INJECTED_ID,
      type: 'INJECTED',
      name: GENERIC_INJECTED_NAME,
      chain: 'eip155',
      installed: true,
    },
  });
}

/**
 * Starts finding browser wallets: listens for EIP-6963 announcements (validated; malformed ones
 * are ignored with a console warning), asks wallets to announce, then falls back to a legacy
 * `window.ethereum` that is not one of the announced providers. Returns a stop function.
 */
export function startWalletDiscovery(target: Window, options: DiscoveryOptions): () => void {
  if (options.eip6963) {
    target.addEventListener('eip6963:announceProvider', onAnnounce);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
  }
  if (options.legacy) checkLegacy(target);
  // The wallets that answered the request are listed now, ahead of WalletConnect.
  flushConnectors();
  // WalletConnect is listed when enabled and a projectId is set (read here, off the first paint).
  const { enableWalletConnect, projectId } = $options.get();
  if (enableWalletConnect && projectId !== undefined) addConnector(WALLET_CONNECT_ENTRY);
  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce);
  };
}

/** The WalletConnect entry of the connector list (its sessions register themselves when settled). */
export const WALLET_CONNECT_ENTRY: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: WALLET_CONNECT_NAME,
  chain: 'eip155',
};

/**
 * Makes a wallet that is not announced in the page (a WalletConnect session) usable by the eip155
 * client under its connector id; `undefined` removes it (the connector entry stays listed).
 */
export function registerSessionWallet(id: string, wallet: DiscoveredWallet | undefined): void {
  if (wallet) {
    wallets.set(id, wallet);
    notify();
  } else {
    wallets.delete(id);
  }
}

/** The wallet found under a connector id, if any. */
export function getDiscoveredWallet(connectorId: string): DiscoveredWallet | undefined {
  return wallets.get(connectorId);
}

/**
 * Resolves with the wallet under `connectorId` once it is found, or undefined after `timeoutMs`
 * (wallets may announce a moment after the page starts).
 */
export function waitForWallet(connectorId: string, timeoutMs: number): Promise<DiscoveredWallet | undefined> {
  const found = wallets.get(connectorId);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (wallet: DiscoveredWallet | undefined): void => {
      waiters.delete(check);
      clearTimeout(timer);
      resolve(wallet);
    };
    const check = (): void => {
      const wallet = wallets.get(connectorId);
      if (wallet) finish(wallet);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    waiters.add(check);
  });
}

/** Forgets every discovered wallet and its connector (for tests and re-initialisation). */
export function clearDiscoveredWallets(): void {
  for (const id of [...wallets.keys()]) drop(id);
}
