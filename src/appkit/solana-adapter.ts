import type { NamespaceClient } from '../chains/namespace-client';
import { registerNamespaceClient } from '../chains/namespace-client';
import type { SolanaBackend } from '../connectors/solana/client';
import { getAccount, setAccountStatus } from '../stores/account';
import { storedConnectorId } from '../stores/connection';
import { $modal } from '../stores/modal-state';
import type { ResolvedOptions } from '../stores/options';

let backend: Promise<SolanaBackend> | undefined;

/** Loads the Solana client and starts Wallet Standard discovery on first use; later calls share it. */
export function loadSolanaBackend(): Promise<SolanaBackend> {
  const loading = (backend ??= Promise.all([
    import('../connectors/solana/discovery'),
    import('../connectors/solana/client'),
  ]).then(([discovery, client]) => {
    discovery.startSolanaWalletDiscovery();
    return client.createSolanaBackend();
  }));
  // A failed chunk load may succeed on the next try.
  loading.catch(() => {
    if (backend === loading) backend = undefined;
  });
  return loading;
}

/** The small solana client createAppKit registers: each call loads the real client first. */
export function createSolanaProxyClient(): NamespaceClient {
  return {
    namespace: 'solana',
    connect: async (params) => (await loadSolanaBackend()).connect(params),
    disconnect: async () => (await loadSolanaBackend()).disconnect(),
    switchNetwork: async (network) => (await loadSolanaBackend()).switchNetwork(network),
    syncAccount: async (network) => (await loadSolanaBackend()).syncAccount(network),
    getProvider: () => undefined,
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
