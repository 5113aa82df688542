import { z } from 'zod';
import type { LocalSolanaChain } from './chain';
import type { RpcMethod } from './method';
import { accountMethods } from './methods-accounts';
import { clusterMethods } from './methods-cluster';
import { transactionMethods } from './methods-transactions';
import { RPC_ERROR, SolanaRpcError } from './rpc-error';

/** Every HTTP method the local chain answers. */
export const RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  ...clusterMethods,
  ...accountMethods,
  ...transactionMethods,
};

/** Most requests one batch may hold. */
export const MAX_BATCH = 100;

const RequestId = z.union([z.string().max(128), z.number(), z.null()]);
const RpcRequest = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: RequestId.optional(),
  method: z.string().max(64),
  params: z.array(z.unknown()).optional(),
});

type RpcResponse = { jsonrpc: '2.0'; id: unknown } & (
  { result: unknown } | { error: ReturnType<SolanaRpcError['toJson']> }
);

/** A JSON-RPC error response. */
export function errorResponse(id: unknown, error: SolanaRpcError): RpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, error: error.toJson() };
}

function paramsError(error: z.ZodError): SolanaRpcError {
  const detail = error.issues.map((issue) =>
    issue.path.length ? `params.${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return new SolanaRpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail.join('; ')}`);
}

/** Answers one request object; every failure becomes a JSON-RPC error, never a throw. */
export function answerOne(chain: LocalSolanaChain, body: unknown, methods = RPC_METHODS): RpcResponse {
  const id = body && typeof body === 'object' && 'id' in body ? (body as { id: unknown }).id : null;
  const request = RpcRequest.safeParse(body);
  if (!request.success) {
    return errorResponse(
      RequestId.safeParse(id).success ? id : null,
      new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request'),
    );
  }
  const method = Object.hasOwn(methods, request.data.method) ? methods[request.data.method] : undefined;
  if (!method) {
    return errorResponse(
      id,
      new SolanaRpcError(RPC_ERROR.methodNotFound, `Method not found: ${request.data.method}`),
    );
  }
  const params = method.params.safeParse(request.data.params ?? []);
  if (!params.success) return errorResponse(id, paramsError(params.error));
  try {
    return { jsonrpc: '2.0', id: id ?? null, result: method.run(params.data as never, chain) };
  } catch (error) {
    if (error instanceof SolanaRpcError) return errorResponse(id, error);
    const reason = error instanceof Error ? error.message : String(error);
    return errorResponse(id, new SolanaRpcError(RPC_ERROR.internalError, `Internal error: ${reason}`));
  }
}

/** Answers a parsed body: one request or a batch (an array of at most {@link MAX_BATCH}). */
export function answer(chain: LocalSolanaChain, body: unknown): RpcResponse | RpcResponse[] {
  if (!Array.isArray(body)) return answerOne(chain, body);
  if (body.length === 0 || body.length > MAX_BATCH) {
    return errorResponse(
      null,
      new SolanaRpcError(RPC_ERROR.invalidRequest, `A batch must hold 1 to ${MAX_BATCH} requests`),
    );
  }
  return body.map((item) => answerOne(chain, item));
}
