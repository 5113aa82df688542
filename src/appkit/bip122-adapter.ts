import type { NamespaceClient } from '../chains/namespace-client';
import type { Bip122Backend } from '../connectors/bip122-client';
import { getAccount, setAccountStatus } from '../stores/account';
import { storedConnectorId } from '../stores/connection';
import { $modal } from '../stores/modal-state';

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

/** The real bip122 client: what the lazy client createAppKit registered forwards to. */
export async function loadBip122Client(): Promise<NamespaceClient> {
  const real = await loadBip122Backend();
  return {
    namespace: 'bip122',
    connect: (params) => real.connect(params),
    disconnect: () => real.disconnect(),
    switchNetwork: (network) => real.switchNetwork(network),
    syncAccount: (network) => real.syncAccount(network),
    getProvider: () => real.provider,
    sendNativeToken: (request) => real.sendNativeToken(request),
    refreshBalance: () => real.refreshBalance(),
    signMessage: (message, address) => real.signMessage(message, address),
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

let stopWatchingModal: (() => void) | undefined;
let reconnecting: Promise<void> | undefined;

/**
 * Starts Bitcoin in a browser once a bip122 network is configured (createAppKit loads this module
 * then): wallet discovery when the modal first opens, and the restore of a stored connection.
 */
export function startBip122(): void {
  stopWatchingModal ??= $modal.subscribe((modal) => {
    if (modal.open)
      void loadBip122Backend().catch((error: unknown) => console.warn('w3m: Bitcoin wallets', error));
  });
  reconnecting ??= reconnectBip122().finally(() => {
    reconnecting = undefined;
  });
}
