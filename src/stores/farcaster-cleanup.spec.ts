import { resetAccount } from './account';
import { farcasterCleanupsDone, setAuthConnectorHooks } from './auth-hooks';
import { $chain } from './chain';
import { $modal } from './modal-state';
import { $router, goBack, push } from './router';

// A new Farcaster login waits for the cleanup the last visit of ConnectingFarcaster scheduled, so
// that visit's reload (SPEC §2, 100 ms later) cannot end the new login's channel.

beforeEach(() => {
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
  $modal.set({ open: true });
  $chain.setKey('activeNamespace', 'eip155');
  resetAccount('eip155');
});

afterEach(() => {
  setAuthConnectorHooks(undefined);
  jest.useRealTimers();
});

test('SPEC §2: the cleanups are done only after the reload and the resync of the last visit', async () => {
  jest.useFakeTimers();
  const calls: string[] = [];
  setAuthConnectorHooks({
    reload: async () => void calls.push('reload'),
    syncDappData: async () => void calls.push('sync'),
  });
  push('ConnectingFarcaster');
  goBack();
  let done = false;
  void farcasterCleanupsDone().then(() => {
    calls.push('done');
    done = true;
  });
  await jest.advanceTimersByTimeAsync(99);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await jest.runAllTimersAsync();
  expect(calls).toEqual(['reload', 'sync', 'done']);
});

test('a failing reload still ends the wait; with nothing scheduled the wait ends at once', async () => {
  jest.useFakeTimers();
  setAuthConnectorHooks({ reload: () => Promise.reject(new Error('frame gone')), syncDappData: jest.fn() });
  push('ConnectingFarcaster');
  goBack();
  const waiting = farcasterCleanupsDone();
  await jest.runAllTimersAsync();
  await expect(waiting).resolves.toBeUndefined();
  await expect(farcasterCleanupsDone()).resolves.toBeUndefined();
});
