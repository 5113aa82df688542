import type {
  AuthenticateRequest,
  WalletConnectClient,
  WalletConnectSession,
} from '../connectors/walletconnect/client';
import { allChainsEip155 } from '../connectors/walletconnect/namespaces';
import { walletconnect as strings } from '../locales/en/walletconnect';
import { $chain, getActiveNetwork } from '../stores/chain';
import { $options, type SiwxConfig } from '../stores/options';
import { hideSnackbar, showLoading } from '../stores/snackbar';

/** The sign-in config when one-click auth applies (SPEC §4: sign-in configured, every chain eip155). */
export function oneClickSiwx(): SiwxConfig | undefined {
  const siwx = $options.get().siwx;
  if (!siwx || typeof siwx.createMessage !== 'function' || typeof siwx.setSessions !== 'function')
    return undefined;
  return allChainsEip155($chain.get().networks) ? siwx : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The authenticate request from the host's sign-in message: domain, uri and nonce are required;
 * the account is filled in by the wallet, so the message is made with a placeholder address.
 */
export async function authenticateRequest(siwx: SiwxConfig, chains: string[]): Promise<AuthenticateRequest> {
  const network = getActiveNetwork();
  const message = (await siwx.createMessage({
    chainId: network?.caipNetworkId ?? chains[0],
    accountAddress: '<<AccountAddress>>',
  })) as Record<string, unknown> | null;
  const domain = text(message?.['domain']);
  const uri = text(message?.['uri']);
  const nonce = text(message?.['nonce']);
  if (!domain || !uri || !nonce) throw new Error(strings.authMessageInvalid);
  const resources = message?.['resources'];
  return {
    chains,
    domain,
    uri,
    nonce,
    ...(text(message?.['statement']) ? { statement: text(message?.['statement']) } : {}),
    ...(Array.isArray(resources) ? { resources: resources.filter((item) => typeof item === 'string') } : {}),
    ...(text(message?.['expirationTime']) ? { expirationTime: text(message?.['expirationTime']) } : {}),
    ...(text(message?.['notBefore']) ? { notBefore: text(message?.['notBefore']) } : {}),
    ...(text(message?.['requestId']) ? { requestId: text(message?.['requestId']) } : {}),
  };
}

/** One signed sign-in message as the host's session store takes it (SPEC §3 session-based sign-in). */
interface SignedSession {
  data: Record<string, unknown>;
  message: string;
  signature: string;
  cacao: unknown;
}

/** Turns the wallet's CACAOs into sessions; malformed ones are refused with an error. */
function toSessions(client: WalletConnectClient, auths: unknown[]): SignedSession[] {
  return auths.map((cacao) => {
    const payload = (cacao as { p?: unknown })?.p as (Record<string, unknown> & { iss: string }) | undefined;
    const signature = (cacao as { s?: { s?: unknown } })?.s?.s;
    if (!payload || typeof payload.iss !== 'string' || typeof signature !== 'string') {
      throw new Error(strings.authResponseInvalid);
    }
    // iss is did:pkh:<namespace>:<chain>:<address>
    const [, , namespace, reference, address] = payload.iss.split(':');
    return {
      data: { ...payload, chainId: `${namespace}:${reference}`, accountAddress: address },
      message: client.formatAuthMessage(payload),
      signature,
      cacao,
    };
  });
}

/**
 * SPEC §4 universal-provider authentication: shows "Authenticating..." without auto-close, asks
 * the wallet for the session and the sign-in in one step, stores the signed sessions; on failure
 * the session is ended and the error rethrown. The snackbar is hidden afterwards either way.
 */
export async function authenticateWithWallet(
  client: WalletConnectClient,
  siwx: SiwxConfig,
  onUri: (uri: string) => void,
): Promise<WalletConnectSession> {
  const chains = $chain.get().networks.map((network) => network.caipNetworkId);
  const request = await authenticateRequest(siwx, chains);
  showLoading(strings.authenticating, { autoClose: false });
  try {
    const result = await client.authenticate(request, onUri);
    if (!result.session) throw new Error(strings.authResponseInvalid);
    await siwx.setSessions(toSessions(client, result.auths ?? []));
    return result.session;
  } catch (error) {
    await client.disconnect().catch(() => undefined);
    throw error;
  } finally {
    hideSnackbar();
  }
}
