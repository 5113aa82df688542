import {
  BaseError,
  ChainMismatchError,
  ChainNotFoundError,
  ClientChainNotConfiguredError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  InvalidChainIdError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  SwitchChainError,
  TipAboveFeeCapError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';

/** Wallet error codes of SPEC §8. */
export const WALLET_ERROR_CODES = { unrecognizedChain: 4902, default: 5000, invalidChainId: 32603 } as const;

/** What went wrong, as a stable key the UI and analytics can switch on. */
export type WalletErrorCode =
  | 'userRejected'
  | 'unrecognizedChain'
  | 'invalidChainId'
  | 'insufficientFunds'
  | 'executionReverted'
  | 'feeCapTooHigh'
  | 'feeCapTooLow'
  | 'nonceTooHigh'
  | 'nonceTooLow'
  | 'nonceMaxValue'
  | 'intrinsicGasTooHigh'
  | 'intrinsicGasTooLow'
  | 'transactionTypeNotSupported'
  | 'tipAboveFeeCap'
  | 'transactionNotFound'
  | 'transactionReceiptNotFound'
  | 'waitForReceiptTimeout'
  | 'chainMismatch'
  | 'chainNotConfigured'
  | 'walletError'
  | 'unknown';

/** A user-facing description of a wallet or RPC failure. */
export interface UserErrorMessage {
  code: WalletErrorCode;
  message: string;
}

type ErrorClass = abstract new (...args: never[]) => Error;
/** viem's node-error classes carry the regex viem itself uses to recognise raw node messages. */
type NodeErrorClass = ErrorClass & { nodeMessage?: RegExp };

const MAX_CAUSE_DEPTH = 20;

function codeOf(node: unknown): unknown {
  return typeof node === 'object' && node !== null ? (node as { code?: unknown }).code : undefined;
}

function messageOf(node: unknown): string {
  if (typeof node !== 'object' || node === null) return typeof node === 'string' ? node : '';
  const { message } = node as { message?: unknown };
  return typeof message === 'string' ? message : '';
}

/** The error itself, then its causes: viem's `walk()` for viem errors, `cause`/`data.originalError` otherwise. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let node: unknown = error;
  while (node !== undefined && node !== null && chain.length < MAX_CAUSE_DEPTH && !chain.includes(node)) {
    if (node instanceof BaseError) {
      node.walk((inner) => {
        chain.push(inner);
        return false;
      });
      node = chain[chain.length - 1];
      if (typeof node !== 'object' || node === null) break;
    } else {
      chain.push(node);
    }
    const holder = node as { cause?: unknown; data?: { originalError?: unknown } };
    node = holder.cause ?? (typeof holder.data === 'object' ? holder.data?.originalError : undefined);
  }
  return chain;
}

const UNRECOGNIZED_CHAIN_MESSAGE =
  /unrecognized chain|wallet_addEthereumChain|chain (?:id )?(?:\S+ )?(?:has not been|hasn't been|is not|was not) added/i;

const isUnrecognizedChainNode = (node: unknown) =>
  node instanceof SwitchChainError ||
  codeOf(node) === WALLET_ERROR_CODES.unrecognizedChain ||
  UNRECOGNIZED_CHAIN_MESSAGE.test(messageOf(node));

/** True when a wallet says it does not know the chain (4902 or its message variants): the add-chain trigger. */
export function isUnrecognizedChainError(error: unknown): boolean {
  return causeChain(error).some(isUnrecognizedChainNode);
}

/** Matches a node by viem class, or for raw node errors by the class's own `nodeMessage`. */
const byClass = (errorClass: NodeErrorClass) => (node: unknown) =>
  node instanceof errorClass ||
  (!(node instanceof BaseError) && !!errorClass.nodeMessage?.test(messageOf(node)));

const USER_REJECTED_5000 = /reject|denied|cancel/i;

/** Rules in priority order: the first rule matching anywhere in the cause chain wins. */
const RULES: ReadonlyArray<[WalletErrorCode, (node: unknown) => boolean, string]> = [
  [
    'userRejected',
    (node) =>
      node instanceof UserRejectedRequestError ||
      codeOf(node) === UserRejectedRequestError.code ||
      (codeOf(node) === WALLET_ERROR_CODES.default && USER_REJECTED_5000.test(messageOf(node))),
    'You rejected the request in your wallet.',
  ],
  [
    'unrecognizedChain',
    isUnrecognizedChainNode,
    'Your wallet does not know this network yet. Add it to the wallet, then try again.',
  ],
  [
    'insufficientFunds',
    byClass(InsufficientFundsError),
    'Not enough funds to pay for this transaction and its gas.',
  ],
  [
    'feeCapTooHigh',
    byClass(FeeCapTooHighError),
    'The max fee per gas is above the highest allowed value (2^256-1).',
  ],
  [
    'feeCapTooLow',
    byClass(FeeCapTooLowError),
    'The max fee per gas is below the current base fee. Raise the fee and try again.',
  ],
  [
    'tipAboveFeeCap',
    byClass(TipAboveFeeCapError),
    'The priority fee cannot be higher than the max fee per gas.',
  ],
  [
    'nonceTooHigh',
    byClass(NonceTooHighError),
    'The transaction nonce is ahead of the account. Wait for pending transactions or reset the nonce.',
  ],
  [
    'nonceTooLow',
    byClass(NonceTooLowError),
    'The transaction nonce was already used. Reset the nonce in your wallet and try again.',
  ],
  ['nonceMaxValue', byClass(NonceMaxValueError), 'This account has reached the highest possible nonce.'],
  [
    'intrinsicGasTooHigh',
    byClass(IntrinsicGasTooHighError),
    'The gas limit is higher than the block gas limit.',
  ],
  ['intrinsicGasTooLow', byClass(IntrinsicGasTooLowError), 'The gas limit is too low for this transaction.'],
  [
    'transactionTypeNotSupported',
    byClass(TransactionTypeNotSupportedError),
    'This network does not support this transaction type.',
  ],
  [
    'executionReverted',
    (node) => node instanceof ContractFunctionRevertedError || byClass(ExecutionRevertedError)(node),
    '',
  ],
  [
    'transactionReceiptNotFound',
    byClass(TransactionReceiptNotFoundError),
    'The transaction receipt is not available yet.',
  ],
  ['transactionNotFound', byClass(TransactionNotFoundError), 'The transaction could not be found.'],
  [
    'waitForReceiptTimeout',
    byClass(WaitForTransactionReceiptTimeoutError),
    'Timed out waiting for the transaction to be confirmed.',
  ],
  [
    'chainMismatch',
    byClass(ChainMismatchError),
    'Your wallet is on a different network than this transaction. Switch networks and try again.',
  ],
  [
    'chainNotConfigured',
    (node) => node instanceof ClientChainNotConfiguredError || node instanceof ChainNotFoundError,
    'This network is not configured in the app.',
  ],
  [
    'invalidChainId',
    (node) =>
      node instanceof InvalidChainIdError ||
      codeOf(node) === WALLET_ERROR_CODES.invalidChainId ||
      codeOf(node) === -WALLET_ERROR_CODES.invalidChainId,
    'The wallet reported an invalid chain id.',
  ],
  [
    'walletError',
    (node) => codeOf(node) === WALLET_ERROR_CODES.default,
    'The wallet could not complete the request.',
  ],
];

/** The revert reason viem decoded, or the one a raw node message carries. */
function revertReason(chain: unknown[]): string | undefined {
  for (const node of chain) {
    if (node instanceof ContractFunctionRevertedError && node.reason) return node.reason;
  }
  for (const node of chain) {
    const text = node instanceof ExecutionRevertedError ? node.shortMessage : messageOf(node);
    const match = /(?:with reason: |execution reverted: )(.+?)\.?$/.exec(text);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Fallback text: viem's short message, an Error's message, or 'Unknown error' (SPEC §8). */
function fallbackMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return messageOf(error) || 'Unknown error';
}

/** Maps any wallet, provider or viem error to a stable code and a sentence a user can act on. */
export function toUserMessage(error: unknown): UserErrorMessage {
  const chain = causeChain(error);
  for (const [code, matches, message] of RULES) {
    if (!chain.some(matches)) continue;
    if (code !== 'executionReverted') return { code, message };
    const reason = revertReason(chain);
    return {
      code,
      message: reason
        ? `The transaction would fail: ${reason}.`
        : 'The transaction would fail: the contract reverted it.',
    };
  }
  return { code: 'unknown', message: fallbackMessage(error) };
}
