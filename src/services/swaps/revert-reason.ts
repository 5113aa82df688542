import { decodeErrorResult, isHex, numberToHex, type Client } from 'viem';
import { SwapError, type SwapTransaction } from '../../stores/swap-types';

type Address = `0x${string}`;

/** What the node or a router says when the output fell under `amountOutMin` (Uniswap V2 and its forks). */
const OUTPUT_TOO_LOW = /INSUFFICIENT_OUTPUT_AMOUNT|Too little received|amountOutMin/i;

/** Whether an error is a transaction that was mined and reverted (the receipt's status 0). */
export function isRevertAfterBroadcast(error: unknown): error is { reason: 'reverted'; hash: string } {
  const record = error as { reason?: unknown; hash?: unknown } | undefined;
  return record?.reason === 'reverted' && typeof record.hash === 'string';
}

/** The revert reason an eth_call error carries: Error(string) data when decodable, else the node's words. */
function reasonOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    const record = current as { data?: unknown; message?: unknown; details?: unknown; cause?: unknown };
    const data =
      typeof record.data === 'object' && record.data ? (record.data as { data?: unknown }).data : record.data;
    if (isHex(data) && data.length > 10) {
      try {
        const decoded = decodeErrorResult({ abi: [], data });
        const [first] = decoded.args ?? [];
        if (typeof first === 'string') return first;
      } catch {
        // Not Error(string): fall back to the message.
      }
    }
    for (const text of [record.details, record.message]) {
      const match = typeof text === 'string' ? /execution reverted:?\s*([^\n|]*)/i.exec(text) : null;
      if (match?.[1]?.trim()) return match[1].trim();
    }
    current = record.cause;
  }
  return undefined;
}

/**
 * Replays a swap that reverted on chain as an eth_call at the block it was mined in, to read the
 * real reason (a revert after broadcast carries none). Undefined when the replay succeeds or says nothing.
 */
export async function replayRevertReason(
  client: Client,
  account: Address,
  transaction: SwapTransaction,
  hash: string,
): Promise<string | undefined> {
  const receipt = (await client.request({
    method: 'eth_getTransactionReceipt',
    params: [hash],
  } as never)) as {
    blockNumber?: unknown;
  } | null;
  const block = receipt && isHex(receipt.blockNumber) ? receipt.blockNumber : 'latest';
  try {
    await client.request({
      method: 'eth_call',
      params: [
        { from: account, to: transaction.to, data: transaction.data, value: numberToHex(transaction.value) },
        block,
      ],
    } as never);
    return undefined;
  } catch (error) {
    return reasonOf(error);
  }
}

/** The SwapError for a swap that reverted on chain: the slippage message when the minimum failed, else the reason read by replay. */
export function revertedSwapError(reason: string | undefined, cause: unknown): SwapError {
  if (reason && OUTPUT_TOO_LOW.test(reason)) {
    return new SwapError('price-moved', 'The price moved beyond the allowed slippage', { cause });
  }
  return new SwapError(
    'failed',
    reason ? `The swap failed on chain: ${reason}` : 'The swap failed on chain (reverted without a reason)',
    { cause },
  );
}
