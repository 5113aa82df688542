import {
  errorCodeOf,
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  type Eip1193Provider,
  type RequestArguments,
} from '../chains/eip155/eip1193';
import {
  classifyMethod,
  classifyRpcResponse,
  RPC_NOT_ALLOWED_MESSAGE,
  validateSendCallsParams,
  type RpcResponseKind,
} from '../chains/eip155/rpc-rules';
import { en } from '../locales/en';
import type { ConnectorType } from '../stores/connector-types';
import { NOT_ALLOWED_TOAST_DELAY_MS } from '../stores/constants';
import { $modal, closeModal, openModal } from '../stores/modal';
import { getAccount } from '../stores/account';
import { rejectPendingRequests, trackPendingRequest } from '../stores/pending-requests';
import { $router, popTransactionStack, pushTransactionStack } from '../stores/router';
import { showError } from '../stores/snackbar';
import {
  awaitWalletAnswer,
  WalletRequestCancelledError,
  WalletRequestTimeoutError,
  walletRequestWaiting,
} from '../stores/wallet-request';

/** What the host provider needs from the (lazily loaded) eip155 client. */
export interface HostProviderBackend {
  /** Forwards a request to the connected wallet. */
  request(args: RequestArguments): Promise<unknown>;
  /** The kind of connector in use, if connected. */
  connectorType(): ConnectorType | undefined;
  /** Re-reads the native balance after a transaction. */
  refreshBalance(): Promise<void>;
}

/** A settled request the host provider saw, for hosts and tests that watch results. */
export interface ClassifiedResult {
  method: string;
  kind: RpcResponseKind;
  result: unknown;
}

/** Methods after whose success the balance is re-read (SPEC §4 "transaction-type request"). */
export const TRANSACTION_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
]);

/** Methods whose failure reads 'Signature declined' (SPEC §8). */
const SIGN_METHODS: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4']);

/**
 * Connectors whose wallet has no screen of its own (the embedded wallet behind the auth frame):
 * their not-safe requests force ApproveTransaction open (SPEC §2). An injected, announced or
 * WalletConnect wallet shows its own prompt, so the modal stays as it is for those.
 */
const APPROVAL_VIEW_CONNECTORS: ReadonlySet<ConnectorType> = new Set(['AUTH', 'ID_AUTH']);

/**
 * A WalletConnect wallet answers from another device, or never: its not-safe requests show the
 * WalletRequest view (waiting, with Cancel, and the SPEC §9 request timeout).
 */
export function waitsInWalletRequestView(connectorType: ConnectorType | undefined): boolean {
  return connectorType === 'WALLET_CONNECT';
}

/** Whether a not-safe request through this kind of connector opens ApproveTransaction. */
export function needsApprovalView(connectorType: ConnectorType | undefined): boolean {
  return connectorType !== undefined && APPROVAL_VIEW_CONNECTORS.has(connectorType);
}

function readArguments(args: unknown): RequestArguments {
  const candidate = args as { method?: unknown; params?: unknown } | null;
  const paramsOk =
    candidate?.params === undefined || (typeof candidate.params === 'object' && candidate.params !== null);
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.method !== 'string' ||
    !paramsOk
  ) {
    throw new ProviderRpcError(PROVIDER_ERROR_CODES.invalidParams, en.wallet.invalidRequest);
  }
  return candidate as RequestArguments;
}

/**
 * SPEC §4/§6: a disallowed method is logged, the modal opens, 'Action not allowed' shows after
 * 300 ms and the open requests are rejected; the caller rejects this one.
 */
function refuse(method: string): ProviderRpcError {
  console.warn(`w3m: "${method}" is not on the safe or not-safe RPC lists: ${RPC_NOT_ALLOWED_MESSAGE}`);
  const error = new ProviderRpcError(PROVIDER_ERROR_CODES.unsupportedMethod, RPC_NOT_ALLOWED_MESSAGE);
  openModal();
  setTimeout(() => showError(en.wallet.actionNotAllowed), NOT_ALLOWED_TOAST_DELAY_MS);
  rejectPendingRequests(error);
  return error;
}

/** Rejections the widget itself caused (modal closed, a disallowed call): no wallet error snackbar for those. */
const widgetRejections = new WeakSet<object>();

/** Runs a request as a pending one, so closing the modal with an empty transaction stack rejects it (SPEC §4). */
function tracked<T>(run: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const untrack = trackPendingRequest((error) => {
      widgetRejections.add(error);
      reject(error);
    });
    run.then(
      (value) => {
        untrack();
        resolve(value);
      },
      (error: unknown) => {
        untrack();
        reject(error);
      },
    );
  });
}

/** Ends the approval view after the request settled (SPEC §4: close or pop the transaction stack). */
function endApproval(result: 'success' | 'error'): void {
  if ($router.get().transactionStack.length > 0) popTransactionStack(result);
  else closeModal();
}

/** The connected wallet's name for the WalletRequest view. */
function walletName(): string {
  return getAccount('eip155').connectedWalletInfo?.name ?? 'your wallet';
}

/** Closes the WalletRequest view once its last request settled (unless the user moved on). */
function endWalletRequest(): void {
  if (walletRequestWaiting()) return;
  if ($modal.get().open && $router.get().view === 'WalletRequest') closeModal();
}

/** SPEC §8: a declined signature reads 'Signature declined'; other failures show their (mapped) message. */
function showFailure(method: string, error: unknown): void {
  const declined = SIGN_METHODS.has(method) && errorCodeOf(error) === PROVIDER_ERROR_CODES.userRejected;
  showError(declined ? en.wallet.signatureDeclined : error);
}

/**
 * The EIP-1193 provider `getProvider('eip155')` hands the host. It applies the RPC rules of SPEC
 * §5/§6 before anything reaches the wallet, validates wallet_sendCalls, tracks the request as
 * pending, classifies the result and re-reads the balance after a transaction.
 */
export function createHostProvider(
  backend: HostProviderBackend,
  onResult?: (result: ClassifiedResult) => void,
): Eip1193Provider {
  const request = async (input: RequestArguments): Promise<unknown> => {
    const args = readArguments(input);
    const { method } = args;
    const methodClass = classifyMethod(method);
    if (methodClass === 'disallowed') throw refuse(method);
    if (method === 'wallet_sendCalls') {
      try {
        validateSendCallsParams(args.params);
      } catch (error) {
        throw new ProviderRpcError(PROVIDER_ERROR_CODES.invalidParams, (error as Error).message, {
          cause: error,
        });
      }
    }
    const approval = methodClass === 'unsafe' && needsApprovalView(backend.connectorType());
    if (approval) {
      openModal({ view: 'ApproveTransaction' });
      pushTransactionStack({ replace: true });
    }
    const waits = methodClass === 'unsafe' && waitsInWalletRequestView(backend.connectorType());
    if (waits) openModal({ view: 'WalletRequest' });
    try {
      const sent = tracked(backend.request(args));
      const result = await (waits ? awaitWalletAnswer(method, walletName(), sent) : sent);
      if (waits) endWalletRequest();
      if (approval) endApproval('success');
      const kind = classifyRpcResponse(result);
      const sentTransaction = methodClass === 'unsafe' && kind === 'transactionHash';
      if (TRANSACTION_METHODS.has(method) || sentTransaction)
        void backend.refreshBalance().catch(() => undefined);
      onResult?.({ method, kind, result });
      return result;
    } catch (error) {
      if (waits && !(error instanceof WalletRequestTimeoutError)) endWalletRequest();
      if (error instanceof WalletRequestCancelledError || error instanceof WalletRequestTimeoutError)
        widgetRejections.add(error);
      if (approval) endApproval('error');
      const fromWallet = typeof error !== 'object' || error === null || !widgetRejections.has(error);
      if (methodClass === 'unsafe' && fromWallet) showFailure(method, error);
      throw error;
    }
  };
  return { request };
}
