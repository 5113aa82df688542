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
import { chainErrors } from '../../locales/en/chain-errors';
import { system } from '../../locales/en/system';

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
const RULES: ReadonlyArray<[Exclude<WalletErrorCode, 'unknown'>, (node: unknown) => boolean]> = [
  [
    'userRejected',
    (node) =>
      node instanceof UserRejectedRequestError ||
      codeOf(node) === UserRejectedRequestError.code ||
      (codeOf(node) === WALLET_ERROR_CODES.default && USER_REJECTED_5000.test(messageOf(node))),
  ],
  ['unrecognizedChain', isUnrecognizedChainNode],
  ['insufficientFunds', byClass(InsufficientFundsError)],
  ['feeCapTooHigh', byClass(FeeCapTooHighError)],
  ['feeCapTooLow', byClass(FeeCapTooLowError)],
  ['tipAboveFeeCap', byClass(TipAboveFeeCapError)],
  ['nonceTooHigh', byClass(NonceTooHighError)],
  ['nonceTooLow', byClass(NonceTooLowError)],
  ['nonceMaxValue', byClass(NonceMaxValueError)],
  ['intrinsicGasTooHigh', byClass(IntrinsicGasTooHighError)],
  ['intrinsicGasTooLow', byClass(IntrinsicGasTooLowError)],
  ['transactionTypeNotSupported', byClass(TransactionTypeNotSupportedError)],
  [
    'executionReverted',
    (node) => node instanceof ContractFunctionRevertedError || byClass(ExecutionRevertedError)(node),
  ],
  ['transactionReceiptNotFound', byClass(TransactionReceiptNotFoundError)],
  ['transactionNotFound', byClass(TransactionNotFoundError)],
  ['waitForReceiptTimeout', byClass(WaitForTransactionReceiptTimeoutError)],
  ['chainMismatch', byClass(ChainMismatchError)],
  [
    'chainNotConfigured',
    (node) => node instanceof ClientChainNotConfiguredError || node instanceof ChainNotFoundError,
  ],
  [
    'invalidChainId',
    (node) =>
      node instanceof InvalidChainIdError ||
      codeOf(node) === WALLET_ERROR_CODES.invalidChainId ||
      codeOf(node) === -WALLET_ERROR_CODES.invalidChainId,
  ],
  ['walletError', (node) => codeOf(node) === WALLET_ERROR_CODES.default],
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
  return messageOf(error) || system.unknownError;
}

/**
 * Maps any wallet, provider or viem error to a stable code and a sentence a user can act on, in
 * the active locale.
 */
export function toUserMessage(error: unknown): UserErrorMessage {
  const chain = causeChain(error);
  for (const [code, matches] of RULES) {
    if (!chain.some(matches)) continue;
    if (code !== 'executionReverted') return { code, message: chainErrors[code] };
    const reason = revertReason(chain);
    return {
      code,
      message: reason ? chainErrors.revertedWithReason(reason) : chainErrors.reverted,
    };
  }
  return { code: 'unknown', message: fallbackMessage(error) };
}
