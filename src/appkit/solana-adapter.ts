import type { NamespaceClient } from '../chains/namespace-client';
import { registerNamespaceClient } from '../chains/namespace-client';
import type { SolanaBackend } from '../connectors/solana/client';
import { getAccount, setAccountStatus } from '../stores/account';
import { storedConnectorId } from '../stores/connection';
import { $modal } from '../stores/modal-state';
import type { ResolvedOptions } from '../stores/options';

let backend: Promise<SolanaBackend> | undefined;
/** The client once it has loaded, for the provider's synchronous fields. */
let loaded: SolanaBackend | undefined;

/** Loads the Solana client and starts Wallet Standard discovery on first use; later calls share it. */
export function loadSolanaBackend(): Promise<SolanaBackend> {
  const loading = (backend ??= Promise.all([
    import('../connectors/solana/discovery'),
    import('../connectors/solana/client'),
  ]).then(([discovery, client]) => {
    discovery.startSolanaWalletDiscovery();
    loaded = client.createSolanaBackend();
    return loaded;
  }));
  // A failed chunk load may succeed on the next try.
  loading.catch(() => {
    if (backend === loading) backend = undefined;
  });
  return loading;
}

/** Fields of AppKit's Solana provider that hosts read synchronously (the rest are async methods). */
const SYNC_FIELDS = new Set(['name', 'icon', 'publicKey']);

/**
 * What `getProvider('solana')` gives before and after the client loads: AppKit's Solana provider
 * shape, each method loading the client first; name, icon and publicKey read the loaded client's
 * (undefined until it has loaded, which a connection implies). Not a thenable.
 */
const providerStandIn = new Proxy(
  {},
  {
    get: (_, key): unknown => {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (SYNC_FIELDS.has(key)) return (loaded?.provider as Record<string, unknown> | undefined)?.[key];
      return async (...args: unknown[]) => {
        const real = (await loadSolanaBackend()).provider as unknown as Record<string, unknown>;
        const method = real[key];
        if (typeof method !== 'function') throw new Error(`The Solana provider has no ${key}`);
        return (method as (...values: unknown[]) => Promise<unknown>).apply(real, args);
      };
    },
  },
);

/** The small solana client createAppKit registers: each call loads the real client first. */
export function createSolanaProxyClient(): NamespaceClient {
  return {
    namespace: 'solana',
    connect: async (params) => (await loadSolanaBackend()).connect(params),
    disconnect: async () => (await loadSolanaBackend()).disconnect(),
    switchNetwork: async (network) => (await loadSolanaBackend()).switchNetwork(network),
    syncAccount: async (network) => (await loadSolanaBackend()).syncAccount(network),
    getProvider: () => providerStandIn,
    refreshBalance: async () => (await loadSolanaBackend()).refreshBalance(),
    signMessage: async (message, address) => (await loadSolanaBackend()).signMessage(message, address),
    sendNativeToken: async (request) => (await loadSolanaBackend()).sendNativeToken(request),
    sendToken: async (request) => (await loadSolanaBackend()).sendToken(request),
  };
}

/** SPEC §4 restore for solana: a stored connector is asked again silently; anything else ends disconnected. */
async function reconnectSolana(): Promise<boolean> {
  await Promise.resolve();
  const connectorId = storedConnectorId('solana');
  if (connectorId === undefined) {
    if (getAccount('solana').status !== 'disconnected') setAccountStatus('solana', 'disconnected');
    return false;
  }
  try {
    return await (await loadSolanaBackend()).reconnect(connectorId);
  } catch (error) {
    console.warn('w3m: could not restore the Solana connection', error);
    setAccountStatus('solana', 'disconnected');
    return false;
  }
}

let proxy: NamespaceClient | undefined;
let stopWatchingModal: (() => void) | undefined;
let reconnecting: Promise<boolean> | undefined;

/**
 * Sets up the Solana side when a Solana network is configured: the proxy client, Wallet Standard
 * discovery when the modal first opens, and the restore of a stored connection. Without a Solana
 * network nothing of src/chains/solana is loaded.
 */
export function setupSolana(resolved: ResolvedOptions, browser: boolean): void {
  if (!resolved.networks.some((network) => network.chainNamespace === 'solana')) return;
  proxy ??= createSolanaProxyClient();
  registerNamespaceClient(proxy);
  if (!browser) return;
  stopWatchingModal ??= $modal.subscribe((modal) => {
    if (modal.open)
      void loadSolanaBackend().catch((error: unknown) =>
        console.warn('w3m: Solana wallet discovery failed', error),
      );
  });
  reconnecting ??= reconnectSolana().finally(() => {
    reconnecting = undefined;
  });
}
