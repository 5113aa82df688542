import { parseCaipAddress, type CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/constants';
import { getNamespaceClient } from '../chains/namespace-client';
import type { CaipNetwork } from '../chains/network-types';
import { en } from '../locales/en';
import { isSessionCurrent } from '../siwx/message';
import { isSession } from '../siwx/session-check';
import { siweConfigToSiwx } from '../siwx/siwe-mapping';
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../siwx/types';
import { getAccount, getPreferredAccountType } from '../stores/account';
import { $chain, findNetwork, getActiveNamespace } from '../stores/chain';
import { errorText } from '../stores/error-text';
import { emitEvent, type SiwxEventProperties } from '../stores/events';
import { returnToConnectOrigin } from '../stores/connect-return';
import { $signInGate, closeModal, openModal, setSignInGate } from '../stores/modal';
import { $modal } from '../stores/modal-state';
import { $options } from '../stores/options';
import { $router, replace, reset } from '../stores/router';
import { showError } from '../stores/snackbar';
import { disconnectNamespaces } from './disconnect';

let resolved: { source: unknown; config: SIWXConfig | undefined } | undefined;

/**
 * The sign-in configuration in force: the host's `siwx`, or its `siweConfig` mapped onto the same
 * shape (options checking refuses both at once). Undefined when sign-in is off.
 */
export function getSiwx(): SIWXConfig | undefined {
  const { siwx, siweConfig } = $options.get();
  const source: unknown = siwx ?? siweConfig;
  if (resolved && resolved.source === source) return resolved.config;
  const config = siwx
    ? (siwx as unknown as SIWXConfig)
    : siweConfig
      ? siweConfigToSiwx(siweConfig)
      : undefined;
  resolved = { source, config };
  return config;
}

/** Whether the configuration requires a signed session to stay connected. */
export function isSignInRequired(siwx: SIWXConfig | undefined = getSiwx()): boolean {
  return siwx?.getRequired?.() === true;
}

/** Who signs in where: the connected account of the active namespace on a configured network. */
export interface SignInTarget {
  siwx: SIWXConfig;
  namespace: ChainNamespace;
  address: string;
  network: CaipNetwork;
}

/**
 * The account and network a sign-in is for, or undefined when sign-in is off, nothing is
 * connected, or the wallet is on a network the app does not support (SPEC §4).
 */
export function signInTarget(): SignInTarget | undefined {
  const siwx = getSiwx();
  const namespace = getActiveNamespace();
  if (!siwx || !namespace) return undefined;
  const account = getAccount(namespace);
  if (account.status !== 'connected' || !account.caipAddress) return undefined;
  const { chainId, address } = parseCaipAddress(account.caipAddress);
  const network = findNetwork(`${namespace}:${chainId}`);
  if (!network) return undefined;
  return { siwx, namespace, address, network };
}

/** A stable id of a target, to notice when the account or network changes. */
export function targetKey(target: SignInTarget): string {
  return `${target.network.caipNetworkId}|${target.address.toLowerCase()}`;
}

/** How a sign-in check ended: sign-in off or not applicable, a current session exists, or the sign view opened. */
export type SignInCheck = 'off' | 'covered' | 'prompted';

let pending: { key: string; promise: Promise<SignInCheck> } | undefined;

/** The current sessions of a target; a host's answer that is not a list of sessions is refused. */
async function currentSessions(target: SignInTarget): Promise<SIWXSession[]> {
  const sessions: unknown = await target.siwx.getSessions(target.network.caipNetworkId, target.address);
  if (!Array.isArray(sessions)) throw new Error(en.siwx.invalidSessions);
  return sessions
    .filter((session): session is SIWXSession => isSession(session))
    .filter((session) => isSessionCurrent(session.data, Date.now()));
}

/**
 * SPEC §4: with sign-in enabled, a supported network and no current stored session for the
 * address, opens SIWXSignMessage. Concurrent checks for the same account and network share one run.
 */
export function checkSignIn(): Promise<SignInCheck> {
  const target = signInTarget();
  if (!target) return Promise.resolve('off');
  const key = targetKey(target);
  if (pending?.key === key) return pending.promise;
  const promise = runCheck(target, key);
  pending = { key, promise };
  void promise.finally(() => {
    if (pending?.promise === promise) pending = undefined;
  });
  return promise;
}

async function runCheck(target: SignInTarget, key: string): Promise<SignInCheck> {
  const required = isSignInRequired(target.siwx);
  let sessions: SIWXSession[];
  try {
    sessions = await currentSessions(target);
  } catch (error) {
    console.warn('w3m: could not read the sign-in sessions', error);
    sessions = [];
  }
  // The account or network moved on while the sessions were read: that change runs its own check.
  const now = signInTarget();
  if (!now || targetKey(now) !== key) return 'off';
  if (sessions.length > 0) {
    setSignInGate({ required, hasSession: true });
    return 'covered';
  }
  setSignInGate({ required, hasSession: false });
  showSignView();
  return 'prompted';
}

/** Opens SIWXSignMessage unless it is already showing (a second check must not re-render it under a click). */
function showSignView(): void {
  if (!$modal.get().open || $router.get().view !== 'SIWXSignMessage') openModal({ view: 'SIWXSignMessage' });
}

/** Only the message data (the message object also carries toString and maybe more). */
function messageData(message: SIWXMessage, target: SignInTarget): SIWXMessageData {
  const data: SIWXMessageData = {
    chainId: message.chainId ?? target.network.caipNetworkId,
    accountAddress: message.accountAddress ?? target.address,
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
  };
  for (const key of ['statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const) {
    if (typeof message[key] === 'string') data[key] = message[key];
  }
  if (Array.isArray(message.resources)) data.resources = [...message.resources];
  return data;
}

/**
 * Whether the signer is a smart account: only the embedded (auth) wallet can be one, when its
 * preferred account type is smartAccount. An extension or WalletConnect wallet signs as itself.
 */
export function isSmartAccountSigner(): boolean {
  const namespace = getActiveNamespace();
  return (
    namespace !== undefined && isEmbeddedSigner() && getPreferredAccountType(namespace) === 'smartAccount'
  );
}

/** Whether the active namespace signs with the embedded wallet, whose approval shows in the secure frame. */
function isEmbeddedSigner(): boolean {
  const namespace = getActiveNamespace();
  const connectorType = namespace ? $chain.get().byNamespace[namespace]?.connectorType : undefined;
  return connectorType === 'AUTH' || connectorType === 'ID_AUTH';
}

function eventProperties(network: CaipNetworkId, message?: string): SiwxEventProperties {
  return { network, isSmartAccount: isSmartAccountSigner(), ...(message === undefined ? {} : { message }) };
}

/** The SPEC §5 checks before a message can be signed; throws the SPEC's message for the first that fails. */
export function requireSignInContext(): SignInTarget & {
  signMessage: (message: string, address: string) => Promise<string>;
} {
  const siwx = getSiwx();
  if (!siwx) throw new Error('SIWX is not enabled');
  const namespace = getActiveNamespace();
  const caipAddress = namespace ? getAccount(namespace).caipAddress : undefined;
  if (!namespace || !caipAddress) throw new Error('No ActiveCaipAddress found');
  const { chainId, address } = parseCaipAddress(caipAddress);
  const network = findNetwork(`${namespace}:${chainId}`);
  if (!network) throw new Error('No ActiveCaipNetwork or client found');
  const client = getNamespaceClient(namespace);
  if (!client?.signMessage) throw new Error('No ConnectionController client found');
  const signMessage = client.signMessage.bind(client);
  return { siwx, namespace, address, network, signMessage };
}

/**
 * The Sign button (SPEC §4): builds the message, has the wallet sign it and stores the session;
 * success closes the modal and emits SIWX_AUTH_SUCCESS. Failure shows 'Signature declined' (or the
 * smart-account text), emits SIWX_AUTH_ERROR and keeps the sign view open. Resolves whether it signed.
 * Throws only the SPEC §5 errors (nothing to sign with).
 */
export async function signIn(): Promise<boolean> {
  const context = requireSignInContext();
  const networkId = context.network.caipNetworkId;
  try {
    const message = await context.siwx.createMessage({ accountAddress: context.address, chainId: networkId });
    const text = message.toString();
    // The embedded wallet asks on its own screen inside the secure frame, which only
    // ApproveTransaction shows (SPEC §2); any other wallet prompts by itself.
    if (isEmbeddedSigner()) replace('ApproveTransaction');
    const signature = await context.signMessage(text, context.address);
    await context.siwx.addSession({ data: messageData(message, context), message: text, signature });
  } catch (error) {
    emitEvent({ event: 'SIWX_AUTH_ERROR', properties: eventProperties(networkId, errorText(error)) });
    showError(isSmartAccountSigner() ? en.siwx.smartAccountUnsupported : en.siwx.signatureDeclined);
    showSignView();
    return false;
  }
  setSignInGate({ required: isSignInRequired(context.siwx), hasSession: true });
  emitEvent({ event: 'SIWX_AUTH_SUCCESS', properties: eventProperties(networkId) });
  if (!returnToConnectOrigin()) closeModal();
  return true;
}

/**
 * The Cancel button (SPEC §4): emits CLICK_CANCEL_SIWX; disconnects when sign-in is required,
 * otherwise only closes the modal. Either way the view resets to Connect.
 */
export async function cancelSignIn(): Promise<void> {
  const target = signInTarget();
  emitEvent({
    event: 'CLICK_CANCEL_SIWX',
    properties: eventProperties(target?.network.caipNetworkId ?? ('' as CaipNetworkId)),
  });
  try {
    if (isSignInRequired()) await disconnectNamespaces(undefined);
  } finally {
    closeModal();
    reset('Connect');
  }
}

/** After a disconnect: clears the sessions unless the configuration keeps them (signOutOnDisconnect false). */
export async function signOutAfterDisconnect(): Promise<void> {
  const siwx = getSiwx();
  setSignInGate({ required: $signInGate.get().required, hasSession: false });
  if (!siwx || siwx.signOutOnDisconnect === false) return;
  await siwx.setSessions([]);
}
