import type { CaipNetwork } from '../network-schema';
import { solanaRpc } from './rpc';

/** How often and how long a sent transaction's status is asked for. */
export const CONFIRM_POLL_MS = 400;
export const CONFIRM_TIMEOUT_MS = 60_000;

/** A transaction the chain ran and refused (its `err` as the node reported it). */
export class SolanaTransactionFailedError extends Error {
  override name = 'SolanaTransactionFailedError';
  /** The node's error value. */
  readonly reason: unknown;

  constructor(signature: string, reason: unknown) {
    super(`The transaction ${signature} failed on chain: ${JSON.stringify(reason)}`);
    this.reason = reason;
  }
}

/** What getSignatureStatuses says about one signature: pending, confirmed, or failed with a reason. */
export function readStatus(
  result: unknown,
): { state: 'pending' } | { state: 'confirmed' } | { state: 'failed'; reason: unknown } {
  const [status] = ((result as { value?: unknown } | null)?.value as unknown[] | undefined) ?? [];
  if (typeof status !== 'object' || status === null) return { state: 'pending' };
  const { err, confirmationStatus } = status as { err?: unknown; confirmationStatus?: unknown };
  if (err !== null && err !== undefined) return { state: 'failed', reason: err };
  return confirmationStatus === 'confirmed' || confirmationStatus === 'finalized'
    ? { state: 'confirmed' }
    : { state: 'pending' };
}

/**
 * Resolves once the signature is confirmed; rejects when the chain reports it failed, or after
 * `timeoutMs` without a confirmation. `sleep` is the clock (replaceable in tests).
 */
export async function waitForConfirmation(
  network: CaipNetwork,
  signature: string,
  timeoutMs: number = CONFIRM_TIMEOUT_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let waited = 0; waited <= timeoutMs; waited += CONFIRM_POLL_MS) {
    const status = readStatus(
      await solanaRpc(network, 'getSignatureStatuses', [[signature], { searchTransactionHistory: true }]),
    );
    if (status.state === 'confirmed') return;
    if (status.state === 'failed') throw new SolanaTransactionFailedError(signature, status.reason);
    await sleep(CONFIRM_POLL_MS);
  }
  throw new Error(`The transaction ${signature} was not confirmed within ${timeoutMs / 1000} s`);
}
