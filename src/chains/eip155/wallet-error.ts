import { errorCodeOf, PROVIDER_ERROR_CODES, ProviderRpcError } from './eip1193';
import { toUserMessage, type WalletErrorCode } from './errors';

/** A wallet or viem failure turned into an EIP-1193 error with the user message of errors.ts. */
export class WalletRequestError extends ProviderRpcError {
  override name = 'WalletRequestError';
  /** The stable key of what went wrong (errors.ts). */
  readonly kind: WalletErrorCode;

  constructor(code: number, kind: WalletErrorCode, message: string, cause: unknown) {
    super(code, message, { cause });
    this.kind = kind;
  }
}

/** Wraps any failure of a wallet call: keeps the wallet's code (4001 for a rejection) and words the message for users. */
export function toWalletRequestError(error: unknown): WalletRequestError {
  if (error instanceof WalletRequestError) return error;
  const { code, message } = toUserMessage(error);
  const numeric =
    errorCodeOf(error) ?? (code === 'userRejected' ? PROVIDER_ERROR_CODES.userRejected : -32603);
  return new WalletRequestError(numeric, code, message, error);
}
