// The last step of an email or social login: the frame holds a session, so the eip155 client
// connects the embedded wallet through the AUTH connector and the modal closes.
import { requireNamespaceClient } from '../chains/namespace-client';
import { AUTH_CONNECTOR, AUTH_CONNECTOR_ID } from '../connectors/auth/frame-host';
import { getActiveNetwork } from '../stores/chain';
import { markConnected, markConnectionError, startConnecting } from '../stores/connection';
import { errorText } from '../stores/error-text';
import { emitEvent } from '../stores/events';
import { returnToConnectOrigin } from '../stores/connect-return';
import { closeModal } from '../stores/modal';

/** Connects the embedded wallet, runs `onConnected` (the account's user fields), then closes the modal (or returns to the view the login started from). */
export async function connectEmbeddedWallet(
  method: 'email' | 'social',
  onConnected: () => void,
): Promise<void> {
  startConnecting(AUTH_CONNECTOR_ID);
  try {
    const active = getActiveNetwork();
    const network = active?.chainNamespace === 'eip155' ? active : undefined;
    await requireNamespaceClient('eip155').connect({ connectorId: AUTH_CONNECTOR_ID, network });
  } catch (error) {
    const message = errorText(error);
    markConnectionError(AUTH_CONNECTOR_ID, message);
    emitEvent({ event: 'CONNECT_ERROR', properties: { message } });
    throw error;
  }
  markConnected(AUTH_CONNECTOR_ID);
  onConnected();
  emitEvent({ event: 'CONNECT_SUCCESS', properties: { method, name: AUTH_CONNECTOR.name } });
  if (!returnToConnectOrigin()) closeModal();
}
