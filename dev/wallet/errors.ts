/** EIP-1193 / JSON-RPC error codes the dev wallet answers with. */
export const ErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unknownChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** An EIP-1193 shaped error: an Error with a numeric `code` (and optional `data`). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }

  /** The plain `{ code, message, data? }` form, for JSON-RPC answers and events. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

/** 4001: the user (or the rejectAll setting) refused the request. */
export const userRejected = (method: string): ProviderRpcError =>
  new ProviderRpcError(ErrorCode.userRejected, `User rejected the request (${method}).`);

/** 4100: the site is not connected, or asked for an account it was not given. */
export const unauthorized = (detail: string): ProviderRpcError =>
  new ProviderRpcError(ErrorCode.unauthorized, `Unauthorized: ${detail}`);

/** 4200: the wallet does not offer this method. */
export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(
    ErrorCode.unsupportedMethod,
    `The Dev Wallet does not support the method "${method}".`,
  );

/** 4902: the chain is not one the wallet knows; the caller should add it first. */
export const unknownChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(
    ErrorCode.unknownChain,
    `Unrecognized chain ID ${chainIdHex}: the Dev Wallet does not know this chain. Add it with wallet_addEthereumChain first.`,
  );

/** -32602: the request's params failed validation. */
export const invalidParams = (method: string, reason: string): ProviderRpcError =>
  new ProviderRpcError(ErrorCode.invalidParams, `Invalid params for ${method}: ${reason}`);

/** 4901: the chain's RPC endpoint could not be reached. */
export const chainUnreachable = (chainId: number, rpcUrl: string, reason: string): ProviderRpcError =>
  new ProviderRpcError(
    ErrorCode.chainDisconnected,
    `Could not reach chain ${chainId} at ${rpcUrl}: ${reason}`,
  );

/** Any thrown value as a ProviderRpcError (-32603 unless it already carries an EIP-1193 code). */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderRpcError(ErrorCode.internal, `Internal error: ${message}`);
}
