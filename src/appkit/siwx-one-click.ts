import type { CaipNetworkId } from '../chains/caip';
import { en } from '../locales/en';
import { parseSiwxMessage } from '../siwx/parse';
import { isSession } from '../siwx/session-check';
import type { Cacao, SIWXMessageData, SIWXSession } from '../siwx/types';
import { emitEvent } from '../stores/events';
import { setSignInGate } from '../stores/modal';
import { getSiwx, isSignInRequired, isSmartAccountSigner } from './siwx-flow';

/*
 * The one-click path (SPEC §4 universal-provider authentication) for the WalletConnect connector:
 * the wallet signs the sign-in while it approves the session, so no SIWXSignMessage step follows.
 *
 *   const request = await oneClickAuthRequest(chains);   // undefined → connect without auth
 *   … provider.authenticate({ ...request, chains: request.chains, methods }) …
 *   await completeOneClickAuth(cacaos.map(({ cacao, message }) => sessionFromCacao(cacao, message)));
 */

/** What the wallet is asked to sign during pairing (the CAIP-222 authenticate request fields). */
export interface OneClickAuthRequest {
  chains: CaipNetworkId[];
  domain: string;
  uri: string;
  nonce: string;
  statement?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

/** Placeholder for the address the wallet fills in when it signs. */
const ACCOUNT_PLACEHOLDER = '0x0000000000000000000000000000000000000000';

/**
 * The authenticate request, when one-click sign-in applies: sign-in is configured and every
 * requested chain is eip155. Otherwise undefined (connect normally; the sign view follows).
 */
export async function oneClickAuthRequest(
  chains: readonly CaipNetworkId[],
): Promise<OneClickAuthRequest | undefined> {
  const siwx = getSiwx();
  const [first] = chains;
  if (!siwx || !first || !chains.every((chain) => chain.startsWith('eip155:'))) return undefined;
  const message = await siwx.createMessage({ accountAddress: ACCOUNT_PLACEHOLDER, chainId: first });
  return {
    chains: [...chains],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.expirationTime ? { expirationTime: message.expirationTime } : {}),
    ...(message.notBefore ? { notBefore: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources ? { resources: [...message.resources] } : {}),
  };
}

/**
 * A session from one signed CACAO and the EIP-4361 text it signs (WalletConnect's
 * formatAuthMessage gives it). Throws when the text is not a sign-in message.
 */
export function sessionFromCacao(cacao: Cacao, message: string): SIWXSession {
  const data: SIWXMessageData = parseSiwxMessage(message);
  return { data, message, signature: cacao.s.s, cacao };
}

/**
 * Stores the sessions of a one-click sign-in (the configuration verifies them), marks the account
 * signed in and emits SIWX_AUTH_SUCCESS. Throws when a session is malformed or refused; the caller
 * then disconnects (SPEC §4).
 */
export async function completeOneClickAuth(sessions: readonly SIWXSession[]): Promise<void> {
  const siwx = getSiwx();
  if (!siwx) throw new Error('SIWX is not enabled');
  if (sessions.length === 0 || !sessions.every(isSession)) throw new Error(en.siwx.invalidSessions);
  await siwx.setSessions([...sessions]);
  setSignInGate({ required: isSignInRequired(siwx), hasSession: true });
  const network = sessions[0]?.data.chainId ?? '';
  emitEvent({ event: 'SIWX_AUTH_SUCCESS', properties: { network, isSmartAccount: isSmartAccountSigner() } });
}
