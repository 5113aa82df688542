import type { NamespaceClient } from '../chains/namespace-client';
import type { Bip122Backend } from '../connectors/bip122-client';
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from '../connectors/walletconnect/ids';
import { handleWalletConnectNamespace } from '../connectors/walletconnect/namespace-handlers';
import { $chain } from '../stores/chain';
import { addConnector } from '../stores/connectors';
import { $options } from '../stores/options';
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

// The bip122 side of a WalletConnect session is this client's: balances, and the host provider
// whose requests go to the wallet over the session.
handleWalletConnectNamespace('bip122', {
  adopt: async (link) => (await loadBip122Backend()).adoptWalletConnect(link),
  ended: () => void backend?.then((real) => real.walletConnectEnded()).catch(() => undefined),
});

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

/**
 * Lists WalletConnect in a kit without EVM networks (with them, EVM wallet discovery lists it):
 * its sessions carry the bip122 namespace too.
 */
function listWalletConnect(): void {
  const { enableWalletConnect, projectId } = $options.get();
  if (!enableWalletConnect || projectId === undefined) return;
  if ($chain.get().networks.some((network) => network.chainNamespace === 'eip155')) return;
  addConnector({
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: WALLET_CONNECT_NAME,
    chain: 'bip122',
  });
}

let stopWatchingModal: (() => void) | undefined;
let reconnecting: Promise<void> | undefined;

/**
 * Starts Bitcoin in a browser once a bip122 network is configured (createAppKit loads this module
 * then): wallet discovery when the modal first opens, and the restore of a stored connection.
 */
export function startBip122(): void {
  stopWatchingModal ??= $modal.subscribe((modal) => {
    if (!modal.open) return;
    listWalletConnect();
    void loadBip122Backend().catch((error: unknown) => console.warn('w3m: Bitcoin wallets', error));
  });
  reconnecting ??= reconnectBip122().finally(() => {
    reconnecting = undefined;
  });
}
