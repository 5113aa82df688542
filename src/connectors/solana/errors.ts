import { solanaText } from '../../locales/en/solana';

/** The EIP-1193 / Wallet Standard code of a user's refusal. */
export const USER_REJECTED_CODE = 4001;
/** WalletConnect's generic code, which some wallets use for a refusal with a rejection message. */
const WALLETCONNECT_DEFAULT_CODE = 5000;
const REJECTION = /reject|denied|declined|cancel/i;
const MAX_DEPTH = 10;

/** A Solana wallet failure with a code and a message for users (the wallet's error is the cause). */
export class SolanaWalletError extends Error {
  override name = 'SolanaWalletError';
  /** 4001 for a refusal; the wallet's own code otherwise. */
  readonly code: number;

  constructor(code: number, message: string, cause: unknown) {
    super(message, { cause });
    this.code = code;
  }
}

function field(node: unknown, name: 'code' | 'message' | 'cause' | 'name'): unknown {
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
}

/** Whether a wallet's error (or any of its causes) means the user refused the request. */
export function isUserRejection(error: unknown): boolean {
  let node = error;
  for (let depth = 0; depth < MAX_DEPTH && node !== undefined && node !== null; depth += 1) {
    const code = field(node, 'code');
    const text = `${String(field(node, 'name') ?? '')} ${String(field(node, 'message') ?? '')}`;
    if (code === USER_REJECTED_CODE) return true;
    if ((code === WALLETCONNECT_DEFAULT_CODE || code === undefined) && REJECTION.test(text)) return true;
    node = field(node, 'cause');
  }
  return false;
}

/** A wallet's failure as users should read it: a refusal becomes code 4001 with the rejection text. */
export function toSolanaWalletError(error: unknown): unknown {
  if (error instanceof SolanaWalletError) return error;
  if (isUserRejection(error))
    return new SolanaWalletError(USER_REJECTED_CODE, solanaText.userRejected, error);
  return error;
}
