import { TransactionFailedError, waitForReceipt, type ReadRpc } from './receipt';

const HASH = `0x${'ab'.repeat(32)}`;
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
// Shapes as anvil answers them (fields trimmed to what is read).
const MINED = { transactionHash: HASH, blockNumber: '0x5', status: '0x1' };
const REVERTED = { transactionHash: HASH, blockNumber: '0x5', status: '0x0' };
const PENDING_TX = { hash: HASH, nonce: '0x3', blockNumber: null };

/** A node whose answers per method come from a list, one per call (the last one repeats). */
function node(answers: Record<string, unknown[]>): { read: ReadRpc; calls: string[] } {
  const calls: string[] = [];
  const read: ReadRpc = async (method) => {
    calls.push(method);
    const list = answers[method] ?? [null];
    const answer = list.length > 1 ? list.shift() : list[0];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { read, calls };
}

async function settle<T>(promise: Promise<T>, polls: number): Promise<T> {
  for (let index = 0; index < polls; index++) await jest.advanceTimersByTimeAsync(1000);
  return promise;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('waitForReceipt', () => {
  test('resolves once the receipt says success', async () => {
    const { read } = node({
      eth_getTransactionReceipt: [null, null, MINED],
      eth_getTransactionByHash: [PENDING_TX],
      eth_getTransactionCount: ['0x3'],
    });
    await expect(settle(waitForReceipt(read, HASH, FROM), 3)).resolves.toBe('success');
  });

  test('a status 0 receipt is a revert', async () => {
    const { read } = node({ eth_getTransactionReceipt: [REVERTED] });
    const error = await waitForReceipt(read, HASH, FROM).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionFailedError);
    expect((error as TransactionFailedError).reason).toBe('reverted');
    expect((error as Error).message).toBe('The transaction failed on chain (reverted)');
  });

  test('its nonce used by another mined transaction: replaced', async () => {
    const { read } = node({
      eth_getTransactionReceipt: [null],
      eth_getTransactionByHash: [PENDING_TX],
      eth_getTransactionCount: ['0x3', '0x4'],
    });
    const outcome = settle(
      waitForReceipt(read, HASH, FROM).catch((caught: unknown) => caught),
      2,
    );
    expect(((await outcome) as TransactionFailedError).reason).toBe('replaced');
  });

  test('unknown to the node for five polls in a row: dropped', async () => {
    const { read, calls } = node({ eth_getTransactionReceipt: [null], eth_getTransactionByHash: [null] });
    const outcome = settle(
      waitForReceipt(read, HASH, FROM).catch((caught: unknown) => caught),
      5,
    );
    expect(((await outcome) as TransactionFailedError).reason).toBe('dropped');
    expect(calls.filter((method) => method === 'eth_getTransactionByHash')).toHaveLength(5);
  });

  test('malformed and failing answers count as not yet; after the timeout it stays pending', async () => {
    const { read } = node({
      eth_getTransactionReceipt: [{ status: 'yes' }, new Error('node down'), 'garbage'],
      eth_getTransactionByHash: [{ nonce: 'x' }, new Error('node down')],
    });
    const outcome = waitForReceipt(read, HASH, FROM, { timeoutMs: 10_000 });
    await expect(settle(outcome, 11)).resolves.toBe('pending');
  });
});
