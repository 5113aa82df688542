import { setAccountProp, resetAccount } from './account';
import { setAuthConnectorHooks } from './auth-hooks';
import { $chain } from './chain';
import { setCaipAddress } from './account-connection';
import { $modal } from './modal-state';
import { setOptions, parseOptions } from './options';
import { trackPendingRequest } from './pending-requests';
import { $router, goBack, popTransactionStack, push, pushTransactionStack, replace, reset } from './router';

const ADDRESS = 'eip155:1:0x1111111111111111111111111111111111111111';

beforeEach(() => {
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
  $modal.set({ open: true });
  $chain.setKey('activeNamespace', 'eip155');
  resetAccount('eip155');
  setAuthConnectorHooks(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('router navigation', () => {
  test('SPEC §2: the initial view is Connect', () => {
    expect($router.get().view).toBe('Connect');
    expect($router.get().history).toEqual(['Connect']);
  });

  test('SPEC §2: push adds a view only if it differs from the current one', () => {
    push('AllWallets');
    push('AllWallets');
    expect($router.get().history).toEqual(['Connect', 'AllWallets']);
    expect($router.get().view).toBe('AllWallets');
  });

  test('SPEC §2: reset replaces the whole history with one view', () => {
    push('AllWallets');
    push('WhatIsAWallet');
    reset('Account');
    expect($router.get().history).toEqual(['Account']);
    expect($router.get().view).toBe('Account');
  });

  test('SPEC §2: replace swaps the last history entry', () => {
    push('AllWallets');
    replace('ConnectingExternal');
    expect($router.get().history).toEqual(['Connect', 'ConnectingExternal']);
    expect($router.get().view).toBe('ConnectingExternal');
  });

  test('SPEC §2: going back pops the history and keeps the modal open', () => {
    push('AllWallets');
    goBack();
    expect($router.get().history).toEqual(['Connect']);
    expect($router.get().view).toBe('Connect');
    expect($modal.get().open).toBe(true);
  });

  test('SPEC §2: going back with one entry closes the modal instead', () => {
    goBack();
    expect($modal.get().open).toBe(false);
    expect($router.get().history).toEqual(['Connect']);
  });

  test('SPEC §2: going back with UnsupportedChain in the history closes the modal instead', () => {
    reset('UnsupportedChain');
    push('Networks');
    goBack();
    expect($modal.get().open).toBe(false);
    expect($router.get().history).toEqual(['UnsupportedChain', 'Networks']);
  });

  test('SPEC §2: going back clears any wallet held in the view data', () => {
    push('AllWallets');
    push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' }, email: 'a@b.co' });
    goBack();
    expect($router.get().data?.wallet).toBeUndefined();
    expect($router.get().data?.email).toBe('a@b.co');
  });

  test('SPEC §4: closing through goBack with an empty transaction stack rejects pending requests', async () => {
    const rejected = new Promise<Error>((resolve) => trackPendingRequest(resolve));
    goBack();
    await expect(rejected).resolves.toBeInstanceOf(Error);
  });
});

describe('transaction stack', () => {
  test('SPEC §2: cancel goes back, then calls the cancel callback', () => {
    push('WalletSend');
    push('ApproveTransaction');
    const seen: string[] = [];
    pushTransactionStack({
      onCancel: () => seen.push(`cancel on ${$router.get().view}`),
      onSuccess: () => seen.push('success'),
    });
    popTransactionStack('cancel');
    expect(seen).toEqual(['cancel on WalletSend']);
    expect($router.get().transactionStack).toEqual([]);
  });

  test('SPEC §2: success with goBack goes back, then calls the success callback', () => {
    push('WalletSend');
    const onSuccess = jest.fn(() => expect($router.get().view).toBe('Connect'));
    pushTransactionStack({ goBack: true, onSuccess });
    popTransactionStack('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  test('SPEC §2: success in replace mode returns to the entry before ConnectingSiwe', () => {
    push('AllWallets');
    push('ConnectingSiwe');
    push('ApproveTransaction');
    pushTransactionStack({ replace: true });
    popTransactionStack('success');
    expect($router.get().history).toEqual(['Connect', 'AllWallets']);
    expect($router.get().view).toBe('AllWallets');
    expect($modal.get().open).toBe(true);
  });

  test('SPEC §2: success in replace mode with no entry before ConnectingSiwe closes the modal and empties the history', () => {
    reset('ConnectingSiwe');
    const onSuccess = jest.fn();
    pushTransactionStack({ replace: true, onSuccess });
    popTransactionStack('success');
    expect($modal.get().open).toBe(false);
    expect($router.get().history).toEqual([]);
    expect(onSuccess).toHaveBeenCalled();
  });

  test('SPEC §2: success with a named view resets to it', () => {
    push('WalletSend');
    push('WalletSendPreview');
    pushTransactionStack({ view: 'Account', goBack: false });
    popTransactionStack('success');
    expect($router.get().history).toEqual(['Account']);
  });

  test('SPEC §2: success with no view and no going back leaves the view as it is', () => {
    push('WalletSendPreview');
    const onSuccess = jest.fn();
    pushTransactionStack({ goBack: false, onSuccess });
    popTransactionStack('success');
    expect($router.get().view).toBe('WalletSendPreview');
    expect(onSuccess).toHaveBeenCalled();
  });

  test('SPEC §2: error goes back and calls the error callback; popping an empty stack does nothing', () => {
    push('ApproveTransaction');
    const onError = jest.fn();
    pushTransactionStack({ onError });
    popTransactionStack('error');
    expect(onError).toHaveBeenCalled();
    expect($router.get().view).toBe('Connect');
    expect(() => popTransactionStack('success')).not.toThrow();
    expect($router.get().view).toBe('Connect');
  });

  test('SPEC §4: closing with a non-empty transaction stack keeps pending requests', () => {
    const reject = jest.fn();
    const untrack = trackPendingRequest(reject);
    pushTransactionStack({ goBack: true });
    goBack();
    expect($modal.get().open).toBe(false);
    expect(reject).not.toHaveBeenCalled();
    untrack();
  });
});

describe('ConnectingFarcaster leave rule', () => {
  function hooks() {
    const calls: string[] = [];
    const syncDappData = jest.fn(async () => {
      calls.push('sync');
    });
    setAuthConnectorHooks({ reload: async () => void calls.push('reload'), syncDappData });
    return { calls, syncDappData };
  }

  test('SPEC §2: leaving ConnectingFarcaster unconnected clears the URL, reloads and resyncs dapp data after 100 ms', async () => {
    jest.useFakeTimers();
    setOptions(parseOptions({ projectId: 'p1', sdkVersion: 'html-w3m-9' }));
    const { calls, syncDappData } = hooks();
    push('ConnectingFarcaster');
    setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.example/login');
    goBack();
    const { getAccount } = await import('./account');
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([]);
    expect(getAccount('eip155').farcasterUrl).toBe('https://farcaster.example/login');
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(calls).toEqual(['reload', 'sync']);
    expect(syncDappData).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'p1', sdkVersion: 'html-w3m-9', sdkType: 'appkit' }),
    );
    expect(getAccount('eip155').farcasterUrl).toBeUndefined();
  });

  test('SPEC §2: leaving ConnectingFarcaster with a connected address changes nothing', async () => {
    jest.useFakeTimers();
    const { calls } = hooks();
    setCaipAddress('eip155', ADDRESS);
    setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.example/login');
    push('ConnectingFarcaster');
    reset('Account');
    await jest.runAllTimersAsync();
    expect(calls).toEqual([]);
    const { getAccount } = await import('./account');
    expect(getAccount('eip155').farcasterUrl).toBe('https://farcaster.example/login');
  });

  test('SPEC §2: a failing auth-connector reload still clears the URL, skips the resync and throws nothing', async () => {
    jest.useFakeTimers();
    const syncDappData = jest.fn();
    setAuthConnectorHooks({ reload: () => Promise.reject(new Error('frame gone')), syncDappData });
    setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.example/login');
    push('ConnectingFarcaster');
    replace('Connect');
    await expect(jest.runAllTimersAsync()).resolves.toBeUndefined();
    const { getAccount } = await import('./account');
    expect(getAccount('eip155').farcasterUrl).toBeUndefined();
    expect(syncDappData).not.toHaveBeenCalled();
  });

  test('SPEC §2: without a loaded auth connector the URL is still cleared', async () => {
    jest.useFakeTimers();
    setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.example/login');
    push('ConnectingFarcaster');
    goBack();
    await jest.runAllTimersAsync();
    const { getAccount } = await import('./account');
    expect(getAccount('eip155').farcasterUrl).toBeUndefined();
  });
});
