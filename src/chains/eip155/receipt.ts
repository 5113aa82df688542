/** Reads one JSON-RPC method (the wallet's EIP-1193 provider, or any node). */
export type ReadRpc = (method: string, params: unknown[]) => Promise<unknown>;

/** How a broadcast transaction ended without succeeding. */
export type TransactionFailure = 'reverted' | 'replaced' | 'dropped';

/** A broadcast transaction that reverted on chain, was replaced (same nonce) or dropped by the node. */
export class TransactionFailedError extends Error {
  /** What happened to it. */
  readonly reason: TransactionFailure;
  /** The transaction's hash. */
  readonly hash: string;

  constructor(reason: TransactionFailure, hash: string) {
    super(
      reason === 'reverted'
        ? 'The transaction failed on chain (reverted)'
        : reason === 'replaced'
          ? 'The transaction was replaced by another one with the same nonce'
          : 'The transaction was dropped by the network',
    );
    this.name = 'TransactionFailedError';
    this.reason = reason;
    this.hash = hash;
  }
}

/** Options of {@link waitForReceipt}. */
export interface WaitForReceiptOptions {
  /** Between polls (default 1 s). */
  pollMs?: number;
  /** Give up waiting (the transaction may still land) after this long (default 3 min). */
  timeoutMs?: number;
  /** Polls in a row with the transaction unknown to the node before it counts as dropped (default 5). */
  unknownPolls?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hexNumber = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? BigInt(value) : undefined;

/**
 * Waits for the receipt of a sent transaction: resolves 'success' once mined with status 1, or
 * 'pending' after the timeout. Throws TransactionFailedError when it reverted (status 0), when
 * another transaction of the sender with the same nonce was mined instead (replaced), or when the
 * node no longer knows it and its nonce was never used (dropped). Malformed answers count as "not yet".
 */
export async function waitForReceipt(
  read: ReadRpc,
  hash: string,
  from: string,
  options: WaitForReceiptOptions = {},
): Promise<'success' | 'pending'> {
  const pollMs = options.pollMs ?? 1000;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  const unknownLimit = options.unknownPolls ?? 5;
  let nonce: bigint | undefined;
  let unknown = 0;
  for (;;) {
    const receipt = await read('eth_getTransactionReceipt', [hash]).catch(() => undefined);
    if (isRecord(receipt) && typeof receipt.blockNumber === 'string') {
      if (hexNumber(receipt.status) === 0n) throw new TransactionFailedError('reverted', hash);
      return 'success';
    }
    const transaction = await read('eth_getTransactionByHash', [hash]).catch(() => undefined);
    if (isRecord(transaction)) {
      nonce = hexNumber(transaction.nonce) ?? nonce;
      unknown = 0;
    } else if (transaction === null) {
      unknown += 1;
    }
    if (nonce !== undefined) {
      const used = hexNumber(await read('eth_getTransactionCount', [from, 'latest']).catch(() => undefined));
      // The nonce is used but this hash has no receipt: a replacement was mined in its place.
      if (used !== undefined && used > nonce) {
        const late = await read('eth_getTransactionReceipt', [hash]).catch(() => undefined);
        if (!isRecord(late)) throw new TransactionFailedError('replaced', hash);
        continue;
      }
    }
    if (unknown >= unknownLimit) throw new TransactionFailedError('dropped', hash);
    if (Date.now() >= deadline) return 'pending';
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
