import { hexToNumber, isHex } from 'viem';
import type { Transport } from 'viem';

/** Thrown when an endpoint serves another chain than the network it is configured for. */
export class WrongChainRpcError extends Error {
  override name = 'WrongChainRpcError';
  constructor(url: string, expected: number, answered: unknown) {
    super(`RPC ${url} serves chain ${String(answered)}, not chain ${expected}`);
  }
}

/**
 * Wraps an endpoint's transport so it answers only after the endpoint proved (eth_chainId) that it
 * serves `chainId`: a misconfigured or hijacked URL fails like a down one, and the fallback moves on
 * instead of showing another chain's balances. A check that failed on a network error is retried.
 */
export function chainChecked<T extends Transport>(transport: T, url: string, chainId: number): T {
  // One check per endpoint, not per instance: viem's fallback instantiates its transports per request.
  let verified: Promise<void> | undefined;
  const wrapped = ((params: Parameters<T>[0]) => {
    const inner = transport(params);
    const verify = (): Promise<void> =>
      (verified ??= inner.request({ method: 'eth_chainId' }).then((answer: unknown) => {
        if (!isHex(answer) || hexToNumber(answer) !== chainId)
          throw new WrongChainRpcError(url, chainId, isHex(answer) ? hexToNumber(answer) : answer);
      })).catch((error: unknown) => {
        // An endpoint that was down may come back; one that serves another chain stays refused.
        if (!(error instanceof WrongChainRpcError)) verified = undefined;
        throw error;
      });
    return {
      ...inner,
      request: (async (args: { method: string }, options?: unknown) => {
        // Liveness pings of the fallback's ranking say nothing about the chain.
        if (args.method !== 'net_listening') await verify();
        return (inner.request as (a: unknown, o?: unknown) => Promise<unknown>)(args, options);
      }) as typeof inner.request,
    };
  }) as T;
  return wrapped;
}
