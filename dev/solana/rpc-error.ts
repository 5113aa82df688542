/** JSON-RPC and Solana RPC error codes the local chain answers with. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Preflight simulation of sendTransaction failed. */
  sendTransactionPreflightFailure: -32002,
  /** A signature of the transaction does not verify. */
  signatureVerificationFailure: -32003,
} as const;

/** An error a handler throws to answer the request with a JSON-RPC error object. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'SolanaRpcError';
  }

  /** The JSON-RPC `error` member for this error. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}
