import type { CaipNetwork } from '../network-schema';

/** A JSON-RPC error a Solana node answered (code and message as the node gave them). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError';
  /** The node's JSON-RPC error code. */
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** The first HTTP RPC URL of a Solana network; throws when it has none. */
export function solanaRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`${network.name} has no RPC URL`);
  return url;
}

/**
 * Calls one JSON-RPC method on the network's node and resolves with its `result`; a node error
 * rejects with {@link SolanaRpcError}, an HTTP failure or an answer without a result with an Error.
 */
export async function solanaRpc(network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(solanaRpcUrl(network), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${network.name} RPC answered HTTP ${response.status}`);
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code?: unknown; message?: unknown };
  } | null;
  const error = body?.error;
  if (error) {
    const code = typeof error.code === 'number' ? error.code : -32603;
    throw new SolanaRpcError(code, typeof error.message === 'string' ? error.message : `${method} failed`);
  }
  if (!body || !('result' in body)) throw new Error(`${network.name} RPC gave no result for ${method}`);
  return body.result;
}
