import { requireNamespaceClient } from '../chains/namespace-client';
import { getActiveNetwork } from '../stores/chain';
import { markConnected, markConnectionError, startConnecting } from '../stores/connection';
import { $connectors, rememberRecentWallet, type Connector } from '../stores/connectors';
import { errorText } from '../stores/error-text';
import { emitEvent } from '../stores/events';
import { finishConnection } from '../stores/connect-return';
import { $options } from '../stores/options';
import { push } from '../stores/router';
import { wallet } from '../locales/en/wallet';

let lastConnectorId: string | undefined;

function findConnector(connectorId: string): Connector | undefined {
  return $connectors.get().find((connector) => connector.id === connectorId);
}

/**
 * Connects through a connector (UI-CONTRACT): shows ConnectingExternal with the connector, asks
 * the wallet, and on success records the recent wallet, emits CONNECT_SUCCESS and closes the
 * modal. On failure ConnectingExternal shows `$connection.error` and CONNECT_ERROR is emitted.
 * Never rejects: the outcome is in `$connection`.
 */
export async function connectConnector(connectorId: string): Promise<void> {
  lastConnectorId = connectorId;
  const connector = findConnector(connectorId);
  if (!connector) {
    const message = wallet.walletNotFound(connectorId);
    markConnectionError(connectorId, message);
    emitEvent({ event: 'CONNECT_ERROR', properties: { message } });
    return;
  }
  push('ConnectingExternal', { connector });
  startConnecting(connectorId);
  try {
    const active = getActiveNetwork();
    const network = active?.chainNamespace === connector.chain ? active : undefined;
    await requireNamespaceClient(connector.chain).connect({ connectorId, network });
  } catch (error) {
    const message = errorText(error);
    markConnectionError(connectorId, message);
    emitEvent({ event: 'CONNECT_ERROR', properties: { message } });
    return;
  }
  markConnected(connectorId);
  rememberRecentWallet({
    id: connector.id,
    name: connector.name,
    ...(connector.rdns ? { rdns: connector.rdns } : {}),
  });
  emitEvent({ event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: connector.name } });
  // With sign-in configured and no session, the sign view replaces ConnectingExternal instead.
  const { siwx, siweConfig } = $options.get();
  if (siwx || siweConfig) {
    const { checkSignIn } = await import('./siwx-flow');
    if ((await checkSignIn()) === 'prompted') return;
  }
  // A wallet on a chain the app does not support has already switched the modal to UnsupportedChain.
  finishConnection();
}

/** Runs the last connect attempt again (the retry button of ConnectingExternal). */
export async function retryConnect(): Promise<void> {
  if (lastConnectorId === undefined) return;
  await connectConnector(lastConnectorId);
}
