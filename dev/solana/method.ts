import type { z } from 'zod';
import type { LocalSolanaChain } from './chain';

/** One RPC method: the schema of its params array and what it answers. */
export interface RpcMethod {
  params: z.ZodType<unknown[]>;
  run(params: never, chain: LocalSolanaChain): unknown;
}

/** Declares a method with its params schema; `run` gets the parsed params. */
export function defineMethod<S extends z.ZodType<unknown[]>>(
  params: S,
  run: (params: z.infer<S>, chain: LocalSolanaChain) => unknown,
): RpcMethod {
  return { params, run: run as RpcMethod['run'] };
}

/** The `{ context, value }` wrapper Solana's RPC puts around most answers. */
export function withContext<T>(
  chain: LocalSolanaChain,
  value: T,
): { context: { slot: number; apiVersion: string }; value: T } {
  return { context: { slot: chain.currentSlot, apiVersion: SOLANA_CORE_VERSION }, value };
}

/** The Solana RPC version the local chain reports (the litesvm 0.8 line's agave version). */
export const SOLANA_CORE_VERSION = '2.3.0';
