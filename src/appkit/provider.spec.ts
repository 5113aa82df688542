import { walletError } from '../chains/eip155/recorded-provider';
import type { RequestArguments } from '../chains/eip155/eip1193';
import type { ConnectorType } from '../stores/connector-types';
import { $modal, closeModal } from '../stores/modal';
import { pendingRequestCount } from '../stores/pending-requests';
import { $router, reset } from '../stores/router';
import { $snackbar, hideSnackbar } from '../stores/snackbar';
import {
  createHostProvider,
  needsApprovalView,
  type ClassifiedResult,
  type HostProviderBackend,
} from './provider';

const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = `0x${'cd'.repeat(65)}`;

/** A backend that records what reached the wallet and answers from a table. */
function backend(answers: Record<string, unknown | Error>, connectorType: ConnectorType = 'ANNOUNCED') {
  const forwarded: RequestArguments[] = [];
  let refreshes = 0;
  const api: HostProviderBackend = {
    request: async (args) => {
      forwarded.push(args);
      const answer = answers[args.method];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    connectorType: () => connectorType,
    refreshBalance: async () => {
      refreshes += 1;
    },
  };
  return { api, forwarded, refreshes: () => refreshes };
}

let warn: jest.SpyInstance;

beforeEach(() => {
  $modal.set({ open: false });
  reset('Connect');
  $router.setKey('transactionStack', []);
  hideSnackbar();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('host provider: SPEC §4/§6 disallowed methods', () => {
  test('a disallowed method is logged, opens the modal, shows "Action not allowed" after 300 ms, rejects open requests and itself', async () => {
    jest.useFakeTimers();
    let resolvePending: (value: unknown) => void = () => undefined;
    const wallet = backend({});
    wallet.api.request = (args) => {
      wallet.forwarded.push(args);
      return new Promise((resolve) => {
        resolvePending = resolve;
      });
    };
    const provider = createHostProvider(wallet.api);
    const open = provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] });
    await Promise.resolve();
    expect(pendingRequestCount()).toBe(1);

    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    await expect(open).rejects.toThrow('Requested RPC call is not allowed');
    expect(wallet.forwarded.map((call) => call.method)).toEqual(['personal_sign']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"eth_sign"'));
    expect($modal.get().open).toBe(true);
    jest.advanceTimersByTime(299);
    expect($snackbar.get().open).toBe(false);
    jest.advanceTimersByTime(1);
    expect($snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' });
    resolvePending('late');
  });

  test('requests that are not { method, params? } are refused without reaching the wallet', async () => {
    const wallet = backend({});
    const provider = createHostProvider(wallet.api);
    await expect(provider.request(null as never)).rejects.toMatchObject({ code: -32602 });
    await expect(provider.request({ method: 'eth_chainId', params: 'x' } as never)).rejects.toMatchObject({
      code: -32602,
    });
    expect(wallet.forwarded).toEqual([]);
  });
});

describe('host provider: SPEC §5 wallet_sendCalls', () => {
  test('calls need `to` and optional `data` starting with 0x; valid ones reach the wallet', async () => {
    const wallet = backend({ wallet_sendCalls: { id: 'batch-1' } });
    const provider = createHostProvider(wallet.api);
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1' }, { to: 'abc' }] }] }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('call 1') });
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: 'ff' }] }] }),
    ).rejects.toThrow('data must be a hex string starting with 0x');
    expect(wallet.forwarded).toEqual([]);
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: '0xff' }] }] }),
    ).resolves.toEqual({ id: 'batch-1' });
    expect(wallet.refreshes()).toBe(1);
  });
});

describe('host provider: SPEC §4/§5 results', () => {
  test('results are classified; a transaction refreshes the balance, a signature and a read do not', async () => {
    const wallet = backend({ eth_sendTransaction: HASH, personal_sign: SIGNATURE, eth_chainId: '0x7a69' });
    const seen: ClassifiedResult[] = [];
    const provider = createHostProvider(wallet.api, (result) => seen.push(result));
    await provider.request({ method: 'eth_chainId' });
    await provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] });
    expect(wallet.refreshes()).toBe(0);
    await provider.request({ method: 'eth_sendTransaction', params: [{}] });
    expect(wallet.refreshes()).toBe(1);
    expect(seen.map((result) => [result.method, result.kind])).toEqual([
      ['eth_chainId', 'object'],
      ['personal_sign', 'signedMessage'],
      ['eth_sendTransaction', 'transactionHash'],
    ]);
    expect(pendingRequestCount()).toBe(0);
  });

  test('SPEC §8: a declined signature shows "Signature declined" and rejects with the wallet error', async () => {
    const rejection = walletError(4001, 'You rejected the request in your wallet.');
    const provider = createHostProvider(backend({ personal_sign: rejection }).api);
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] })).rejects.toBe(
      rejection,
    );
    expect($snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
  });

  test('SPEC §4: closing the modal with an empty transaction stack rejects a pending request', async () => {
    const wallet = backend({});
    wallet.api.request = () => new Promise(() => undefined);
    const provider = createHostProvider(wallet.api);
    const pending = provider.request({ method: 'eth_sendTransaction', params: [{}] });
    await Promise.resolve();
    closeModal();
    await expect(pending).rejects.toThrow('The modal was closed before the request finished');
  });
});

describe('host provider: SPEC §2 ApproveTransaction', () => {
  test('only connectors without their own wallet screen (the embedded wallet) force the approval view', () => {
    expect(needsApprovalView('AUTH')).toBe(true);
    expect(needsApprovalView('ID_AUTH')).toBe(true);
    for (const type of ['INJECTED', 'ANNOUNCED', 'WALLET_CONNECT', 'EXTERNAL', undefined] as const) {
      expect(needsApprovalView(type)).toBe(false);
    }
  });

  test('an embedded-wallet request opens ApproveTransaction and closes it when it settles; a safe one does not', async () => {
    let settle: (value: unknown) => void = () => undefined;
    const wallet = backend({ eth_chainId: '0x1' }, 'AUTH');
    const answer = wallet.api.request;
    wallet.api.request = (args) =>
      args.method === 'personal_sign'
        ? new Promise((resolve) => {
            settle = resolve;
          })
        : answer(args);
    const provider = createHostProvider(wallet.api);
    await provider.request({ method: 'eth_chainId' });
    expect($modal.get().open).toBe(false);
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] });
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('ApproveTransaction');
    settle(SIGNATURE);
    await expect(signing).resolves.toBe(SIGNATURE);
    expect($modal.get().open).toBe(false);
    expect($router.get().transactionStack).toEqual([]);
  });

  test('an injected wallet shows its own prompt: the modal stays closed', async () => {
    const provider = createHostProvider(backend({ personal_sign: SIGNATURE }, 'ANNOUNCED').api);
    await provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] });
    expect($modal.get().open).toBe(false);
  });
});

describe('host provider: WalletConnect requests wait in WalletRequest', () => {
  test('a not-safe request opens WalletRequest and closes it once the wallet answers; a read does not', async () => {
    const wallet = backend({ personal_sign: SIGNATURE, eth_chainId: '0x1' }, 'WALLET_CONNECT');
    const provider = createHostProvider(wallet.api);
    await provider.request({ method: 'eth_chainId' });
    expect($modal.get().open).toBe(false);
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', '0x0'] });
    expect($router.get().view).toBe('WalletRequest');
    expect($modal.get().open).toBe(true);
    await expect(signing).resolves.toBe(SIGNATURE);
    expect($modal.get().open).toBe(false);
  });

  test('Cancel rejects with code 4001 and a clear message, no error snackbar; nothing stays pending', async () => {
    const { cancelWalletRequest } = await import('../stores/wallet-request');
    const wallet = backend({}, 'WALLET_CONNECT');
    wallet.api.request = () => new Promise(() => undefined);
    const provider = createHostProvider(wallet.api);
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', '0x0'] });
    cancelWalletRequest();
    await expect(signing).rejects.toMatchObject({
      code: 4001,
      message: 'The request was cancelled before the wallet answered',
    });
    expect($modal.get().open).toBe(false);
    expect($snackbar.get().open).toBe(false);
    expect(pendingRequestCount()).toBe(0);
  });

  test('SPEC §9: no answer in 30 s rejects with the timeout and keeps the view showing it', async () => {
    jest.useFakeTimers();
    const { $walletRequest, dismissWalletRequest } = await import('../stores/wallet-request');
    const wallet = backend({}, 'WALLET_CONNECT');
    wallet.api.request = () => new Promise(() => undefined);
    const provider = createHostProvider(wallet.api);
    const outcome = provider.request({ method: 'eth_sendTransaction', params: [{}] }).catch((e: Error) => e);
    jest.advanceTimersByTime(30_000);
    const error = await outcome;
    expect((error as Error).message).toBe('Request timed out: the wallet did not answer within 30 seconds');
    expect($router.get().view).toBe('WalletRequest');
    expect($modal.get().open).toBe(true);
    expect($walletRequest.get()?.status).toBe('timedOut');
    dismissWalletRequest();
    closeModal();
  });
});

describe('host provider: two WalletConnect requests at once', () => {
  test('the first answer leaves the view up for the second; the modal closes after the last', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    let answerSecond: (value: unknown) => void = () => undefined;
    const wallet = backend({}, 'WALLET_CONNECT');
    let calls = 0;
    wallet.api.request = () =>
      new Promise((resolve) => {
        calls += 1;
        if (calls === 1) answerFirst = resolve;
        else answerSecond = resolve;
      });
    const provider = createHostProvider(wallet.api);
    const first = provider.request({ method: 'personal_sign', params: ['0x00', '0x0'] });
    const second = provider.request({ method: 'personal_sign', params: ['0x01', '0x0'] });
    await Promise.resolve();
    answerFirst(SIGNATURE);
    await expect(first).resolves.toBe(SIGNATURE);
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('WalletRequest');
    answerSecond(SIGNATURE);
    await expect(second).resolves.toBe(SIGNATURE);
    expect($modal.get().open).toBe(false);
  });
});
