/** The arguments of an EIP-1193 `request` call. */
export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

/** A listener on an EIP-1193 provider event. */
export type ProviderListener = (...args: unknown[]) => void;

/** The part of an EIP-1193 provider the widget uses. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: ProviderListener): unknown;
  removeListener?(event: string, listener: ProviderListener): unknown;
}

/** Whether a value looks like an EIP-1193 provider (an object with a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** EIP-1193 / EIP-1474 error codes the widget raises itself. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  invalidParams: -32602,
} as const;

/**
 * An error with an EIP-1193 `code`, a user-facing `message` and the wallet's original error as
 * `cause`, so hosts can switch on the code and show the message as is.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  /** The EIP-1193 / JSON-RPC error code. */
  readonly code: number;

  constructor(code: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** The numeric `code` of an error-like value, if it has one. */
export function errorCodeOf(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : undefined;
}
