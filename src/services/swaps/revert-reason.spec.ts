import { encodeErrorResult, parseAbi } from 'viem';
import { isRevertAfterBroadcast, replayRevertReason, revertedSwapError } from './revert-reason';

const transaction = {
  to: '0x0000000000000000000000000000000000000001' as const,
  data: '0x' as const,
  value: 5n,
};
const account = '0x000000000000000000000000000000000000fa1d' as const;

/** A client whose eth_call fails the way a node does, recording the block it was asked for. */
function failingClient(error: unknown) {
  const blocks: unknown[] = [];
  const client = {
    request: async ({ method, params }: { method: string; params: unknown[] }) => {
      if (method === 'eth_getTransactionReceipt') return { blockNumber: '0x2a', status: '0x0' };
      blocks.push(params[1]);
      throw error;
    },
  };
  return { client: client as never, blocks };
}

describe('a swap that reverted after broadcast', () => {
  test('only a mined revert with a hash counts', () => {
    expect(isRevertAfterBroadcast({ reason: 'reverted', hash: '0xabc' })).toBe(true);
    expect(isRevertAfterBroadcast({ reason: 'dropped', hash: '0xabc' })).toBe(false);
    expect(isRevertAfterBroadcast(new Error('reverted'))).toBe(false);
  });

  test('the replay runs at the block it was mined in and reads Error(string) data', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['UniswapV2Router: EXPIRED'],
    });
    const { client, blocks } = failingClient({ message: 'execution reverted', data });
    expect(await replayRevertReason(client, account, transaction, '0xhash')).toBe('UniswapV2Router: EXPIRED');
    expect(blocks).toEqual(['0x2a']);
  });

  test("the node's words are used when there is no data, nested in causes", async () => {
    const { client } = failingClient({
      message: 'outer',
      cause: { details: 'execution reverted: TRANSFER_FAILED' },
    });
    expect(await replayRevertReason(client, account, transaction, '0xhash')).toBe('TRANSFER_FAILED');
  });

  test('the slippage reason keeps the slippage message; any other reason is shown', () => {
    expect(revertedSwapError('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', undefined).code).toBe(
      'price-moved',
    );
    const other = revertedSwapError('UniswapV2Router: EXPIRED', undefined);
    expect([other.code, other.message]).toEqual([
      'failed',
      'The swap failed on chain: UniswapV2Router: EXPIRED',
    ]);
    expect(revertedSwapError(undefined, undefined).message).toBe(
      'The swap failed on chain (reverted without a reason)',
    );
  });
});
