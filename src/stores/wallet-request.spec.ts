import {
  $walletRequest,
  awaitWalletAnswer,
  cancelWalletRequest,
  dismissWalletRequest,
  WALLET_REQUEST_TIMEOUT_MS,
  WalletRequestCancelledError,
  WalletRequestTimeoutError,
  walletRequestWaiting,
} from './wallet-request';

/** A promise settled from outside, like a wallet's answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => Promise.resolve().then(() => undefined);

describe('wallet request waiting (WalletRequest view)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    cancelWalletRequest();
    dismissWalletRequest();
    jest.useRealTimers();
  });

  test('SPEC §9: the request timeout is 30000 ms', () => {
    expect(WALLET_REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  test('shows the request while it waits and forgets it once the wallet answers', async () => {
    const answer = deferred<string>();
    const result = awaitWalletAnswer('personal_sign', 'Dev Mobile Wallet', answer.promise);
    expect($walletRequest.get()).toEqual({
      method: 'personal_sign',
      walletName: 'Dev Mobile Wallet',
      status: 'waiting',
    });
    answer.resolve('0xsigned');
    await expect(result).resolves.toBe('0xsigned');
    expect($walletRequest.get()).toBeUndefined();
    expect(walletRequestWaiting()).toBe(false);
  });

  test("the wallet's own rejection passes through unchanged", async () => {
    const answer = deferred<string>();
    const result = awaitWalletAnswer('personal_sign', 'W', answer.promise);
    const refusal = Object.assign(new Error('User rejected'), { code: 4001 });
    answer.reject(refusal);
    await expect(result).rejects.toBe(refusal);
    expect($walletRequest.get()).toBeUndefined();
  });

  test('Cancel rejects with a clear error; a late answer is dropped', async () => {
    const answer = deferred<string>();
    const result = awaitWalletAnswer('eth_sendTransaction', 'W', answer.promise);
    cancelWalletRequest();
    await expect(result).rejects.toBeInstanceOf(WalletRequestCancelledError);
    await expect(result).rejects.toMatchObject({ code: 4001, message: expect.stringMatching(/cancelled/) });
    expect($walletRequest.get()).toBeUndefined();
    answer.resolve('0xlate');
    await flush();
    expect($walletRequest.get()).toBeUndefined();
  });

  test('no answer: times out at exactly 30 s with the timeout text shown until dismissed', async () => {
    const answer = deferred<string>();
    const result = awaitWalletAnswer('personal_sign', 'W', answer.promise);
    const outcome = result.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    jest.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS - 1);
    await flush();
    expect($walletRequest.get()?.status).toBe('waiting');
    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(WalletRequestTimeoutError);
    expect((error as Error).message).toBe('Request timed out: the wallet did not answer within 30 seconds');
    expect($walletRequest.get()).toEqual({ method: 'personal_sign', walletName: 'W', status: 'timedOut' });
    answer.resolve('0xlate');
    await flush();
    expect($walletRequest.get()?.status).toBe('timedOut');
    dismissWalletRequest();
    expect($walletRequest.get()).toBeUndefined();
  });

  test('two requests: the newest is shown and cancelled first, then the older one', async () => {
    const first = awaitWalletAnswer('personal_sign', 'W', deferred<string>().promise);
    const second = awaitWalletAnswer('eth_sendTransaction', 'W', deferred<string>().promise);
    expect($walletRequest.get()?.method).toBe('eth_sendTransaction');
    cancelWalletRequest();
    await expect(second).rejects.toBeInstanceOf(WalletRequestCancelledError);
    expect($walletRequest.get()?.method).toBe('personal_sign');
    cancelWalletRequest();
    await expect(first).rejects.toBeInstanceOf(WalletRequestCancelledError);
    expect(walletRequestWaiting()).toBe(false);
  });
});
