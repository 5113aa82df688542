import { requireNamespaceClient } from '../chains/namespace-client';
import type { WalletConnectSession } from '../connectors/walletconnect/client';
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletconnect/ids';
import { getActiveNetwork } from '../stores/chain';
import { markConnected, markConnectionError, startConnecting } from '../stores/connection';
import { errorText } from '../stores/error-text';
import { emitEvent } from '../stores/events';
import { finishConnection } from '../stores/connect-return';
import { resetPairing, setPairingError, setPairingUri, startPairing } from '../stores/walletconnect';
import { authenticateWithWallet, oneClickSiwx } from './walletconnect-auth';

let attempt = 0;

/** The WalletConnect modules, loaded only when the user picks WalletConnect. */
const loadConnector = () => import('../connectors/walletconnect/connector');

/**
 * Connects through WalletConnect (ConnectingWalletConnect): makes a pairing URI for the QR code,
 * waits for the wallet to approve, and then connects every namespace of the session (eip155
 * through the eip155 client; solana, bip122 into the account state). With sign-in configured and
 * only eip155 chains, the wallet signs in at the same time (SPEC §4 one-click auth). A newer call
 * (retry, or a fresh URI before the old one expires) supersedes the URI of an older one; a session
 * the wallet settles from an older URI is still taken. Never rejects: the outcome is in the stores.
 */
export async function connectWalletConnect(): Promise<void> {
  const run = ++attempt;
  startPairing();
  startConnecting(WALLET_CONNECT_CONNECTOR_ID);
  const onUri = (uri: string): void => {
    if (run === attempt) setPairingUri(uri);
  };
  let session: WalletConnectSession;
  let connector: Awaited<ReturnType<typeof loadConnector>>;
  try {
    connector = await loadConnector();
    const client = await connector.loadWalletConnectClient();
    session = oneClickSiwx() ? await authenticateWithWallet(client, onUri) : await client.pair(onUri);
    const hasEvm = connector.adoptSession(client, session);
    await connector.sessionNamespacesReady();
    if (hasEvm) {
      const active = getActiveNetwork();
      await requireNamespaceClient('eip155').connect({
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        ...(active?.chainNamespace === 'eip155' ? { network: active } : {}),
      });
    }
  } catch (error) {
    if (run !== attempt) return;
    const message = errorText(error);
    setPairingError(message);
    markConnectionError(WALLET_CONNECT_CONNECTOR_ID, message);
    emitEvent({ event: 'CONNECT_ERROR', properties: { message } });
    return;
  }
  attempt += 1;
  resetPairing();
  markConnected(WALLET_CONNECT_CONNECTOR_ID);
  const name = session.peer?.metadata?.name;
  emitEvent({
    event: 'CONNECT_SUCCESS',
    properties: { method: 'qrcode', name: typeof name === 'string' && name !== '' ? name : 'WalletConnect' },
  });
  finishConnection();
}
