import * as z from 'zod/mini';
import type { KnownChain } from './chains';
import { chainUnreachable, ProviderRpcError } from './errors';

/** Read-only methods the wallet forwards to the current chain's RPC endpoint unchanged. */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_syncing',
  'net_version',
  'net_listening',
  'web3_clientVersion',
]);

const RPC_TIMEOUT_MS = 10_000;

const JsonRpcResponseSchema = z.union([
  z.object({ result: z.unknown(), error: z.optional(z.undefined()) }),
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }) }),
]);

/** The fetch the forwarder uses (injectable for environments without a global fetch). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Sends one JSON-RPC request to the chain's endpoint and returns its result; an RPC error comes
 * back as a ProviderRpcError with the node's code and message, an unreachable node as 4901.
 */
export async function forwardToChain(
  chain: KnownChain,
  method: string,
  params: readonly unknown[],
  fetchImpl: FetchLike = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
  } catch (error) {
    throw chainUnreachable(
      chain.chainId,
      chain.rpcUrl,
      error instanceof Error ? error.message : String(error),
    );
  }
  if (!response.ok)
    throw chainUnreachable(chain.chainId, chain.rpcUrl, `HTTP status code: ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = JsonRpcResponseSchema.safeParse(body);
  if (!parsed.success)
    throw chainUnreachable(chain.chainId, chain.rpcUrl, 'the answer was not a JSON-RPC response');
  if ('error' in parsed.data && parsed.data.error) {
    const { code, message, data } = parsed.data.error;
    throw new ProviderRpcError(code, message, data);
  }
  return (parsed.data as { result: unknown }).result;
}
