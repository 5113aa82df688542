import type { WalletConnectClient, WalletConnectSession } from '../connectors/walletconnect/client';
import { allChainsEip155 } from '../connectors/walletconnect/namespaces';
import { walletconnect as strings } from '../locales/en/walletconnect';
import type { Cacao, SIWXConfig, SIWXSession } from '../siwx/types';
import { $chain } from '../stores/chain';
import { hideSnackbar, showLoading } from '../stores/snackbar';
import { completeOneClickAuth, oneClickAuthRequest, sessionFromCacao } from './siwx-one-click';
import { getSiwx } from './siwx-flow';

/**
 * The sign-in config when one-click auth applies (SPEC §4: sign-in configured, as `siwx` or a
 * mapped `siweConfig`, and every chain eip155).
 */
export function oneClickSiwx(): SIWXConfig | undefined {
  const siwx = getSiwx();
  return siwx && allChainsEip155($chain.get().networks) ? siwx : undefined;
}

const isCacao = (value: unknown): value is Cacao => {
  const cacao = value as Partial<Cacao> | null;
  return (
    typeof cacao?.p === 'object' &&
    cacao.p !== null &&
    typeof cacao.p['iss'] === 'string' &&
    typeof cacao.s?.s === 'string'
  );
};

/** Turns the wallet's CACAOs into sessions; a malformed one is refused with an error. */
function toSessions(client: WalletConnectClient, auths: unknown[]): SIWXSession[] {
  return auths.map((cacao) => {
    if (!isCacao(cacao)) throw new Error(strings.authResponseInvalid);
    const payload = cacao.p as Record<string, unknown> & { iss: string };
    try {
      return sessionFromCacao(cacao, client.formatAuthMessage(payload));
    } catch {
      throw new Error(strings.authResponseInvalid);
    }
  });
}

/**
 * SPEC §4 universal-provider authentication: shows "Authenticating..." without auto-close, asks
 * the wallet for the session and the sign-in in one step, stores the signed sessions; on failure
 * the session is ended and the error rethrown. The snackbar is hidden afterwards either way.
 */
export async function authenticateWithWallet(
  client: WalletConnectClient,
  onUri: (uri: string) => void,
): Promise<WalletConnectSession> {
  const chains = $chain.get().networks.map((network) => network.caipNetworkId);
  const request = await oneClickAuthRequest(chains);
  if (!request) throw new Error('SIWX is not enabled');
  // A host's own createMessage may leave these out; the wallet cannot sign without them.
  if (!request.domain || !request.uri || !request.nonce) throw new Error(strings.authMessageInvalid);
  showLoading(strings.authenticating, { autoClose: false });
  try {
    const result = await client.authenticate(request, onUri);
    if (!result.session) throw new Error(strings.authResponseInvalid);
    await completeOneClickAuth(toSessions(client, result.auths ?? []));
    return result.session;
  } catch (error) {
    await client.disconnect().catch(() => undefined);
    throw error;
  } finally {
    hideSnackbar();
  }
}
