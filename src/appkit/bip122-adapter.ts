import type { BitcoinProvider } from '../chains/bip122/types';
import type { NamespaceClient } from '../chains/namespace-client';
import { registerNamespaceClient } from '../chains/namespace-client';
import type { Bip122Backend } from '../connectors/bip122-client';
import { getAccount, setAccountStatus } from '../stores/account';
import { storedConnectorId } from '../stores/connection';
import { $modal } from '../stores/modal-state';
import type { ResolvedOptions } from '../stores/options';

let backend: Promise<Bip122Backend> | undefined;

/** Loads the Bitcoin client (PSBTs, wallet discovery) on first use; later calls share it. */
export function loadBip122Backend(): Promise<Bip122Backend> {
  const loading = (backend ??= import('../connectors/bip122-client').then((module) =>
    module.createBip122Backend(window),
  ));
  // A chunk that failed to load may load on the next try.
  loading.catch(() => {
    if (backend === loading) backend = undefined;
  });
  return loading;
}

/**
 * The small bip122 client createAppKit registers when a Bitcoin network is configured: each call
 * loads the real client first, so no Bitcoin code is downloaded before it is used.
 */
export function createBip122ProxyClient(): NamespaceClient {
  const provider: BitcoinProvider = {
    getAccountAddresses: async () => (await loadBip122Backend()).provider.getAccountAddresses(),
    signMessage: async (params) => (await loadBip122Backend()).provider.signMessage(params),
    signPSBT: async (params) => (await loadBip122Backend()).provider.signPSBT(params),
    sendTransfer: async (params) => (await loadBip122Backend()).provider.sendTransfer(params),
  };
  return {
    namespace: 'bip122',
    connect: async (params) => (await loadBip122Backend()).connect(params),
    disconnect: async () => (await loadBip122Backend()).disconnect(),
    switchNetwork: async (network) => (await loadBip122Backend()).switchNetwork(network),
    syncAccount: async (network) => (await loadBip122Backend()).syncAccount(network),
    getProvider: () => provider,
    sendNativeToken: async (request) => (await loadBip122Backend()).sendNativeToken(request),
    refreshBalance: async () => (await loadBip122Backend()).refreshBalance(),
    signMessage: async (message, address) => (await loadBip122Backend()).signMessage(message, address),
  };
}

/** SPEC §4 restore for bip122: a stored Bitcoin connector is asked for its addresses without a prompt. */
async function reconnectBip122(): Promise<void> {
  await Promise.resolve();
  const connectorId = storedConnectorId('bip122');
  if (connectorId === undefined) {
    if (getAccount('bip122').status !== 'disconnected') setAccountStatus('bip122', 'disconnected');
    return;
  }
  try {
    await (await loadBip122Backend()).reconnect(connectorId);
  } catch (error) {
    console.warn('w3m: could not restore the Bitcoin wallet connection', error);
    setAccountStatus('bip122', 'disconnected');
  }
}

let proxy: NamespaceClient | undefined;
let stopWatchingModal: (() => void) | undefined;
let reconnecting: Promise<void> | undefined;

/**
 * Sets up Bitcoin when a bip122 network is configured: the proxy client, wallet discovery when
 * the modal first opens, and the restore of a stored connection. Nothing happens otherwise.
 */
export function setupBip122(resolved: ResolvedOptions, browser: boolean): void {
  if (!resolved.networks.some((network) => network.chainNamespace === 'bip122')) return;
  proxy ??= createBip122ProxyClient();
  registerNamespaceClient(proxy);
  if (!browser) return;
  stopWatchingModal ??= $modal.subscribe((modal) => {
    if (modal.open)
      void loadBip122Backend().catch((error: unknown) => console.warn('w3m: Bitcoin wallets', error));
  });
  reconnecting ??= reconnectBip122().finally(() => {
    reconnecting = undefined;
  });
}
