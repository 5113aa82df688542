/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Server-defined: a relay limit (subscriptions per socket) would be exceeded. */
  limitExceeded: -32000,
} as const;

/** One of the {@link RPC_ERROR} codes. */
export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR];

/** An error a handler throws to answer the request with a JSON-RPC error instead of a result. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError';

  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
