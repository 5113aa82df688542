import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { $modal } from '../../../stores/modal';
import {
  $walletRequest,
  awaitWalletAnswer,
  WALLET_REQUEST_TIMEOUT_MS,
  WalletRequestCancelledError,
} from '../../../stores/wallet-request';
import { requireTestId, shadowOf } from '../view-spec-kit';
import { W3mWalletRequestView } from './w3m-wallet-request-view';

function render(): Promise<SpecPage> {
  return newSpecPage({
    components: [W3mWalletRequestView],
    html: '<w3m-wallet-request-view></w3m-wallet-request-view>',
  });
}

describe('w3m-wallet-request-view', () => {
  afterEach(() => {
    $walletRequest.set(undefined);
    jest.useRealTimers();
  });

  test('waiting: names the wallet and the method; Cancel rejects the request and closes the modal', async () => {
    $modal.set({ open: true });
    const request = awaitWalletAnswer('personal_sign', 'Phone Wallet', new Promise<string>(() => undefined));
    const page = await render();
    const text = shadowOf(page).textContent ?? '';
    expect(text).toContain('Approve in Phone Wallet');
    expect(text).toContain('personal_sign');
    requireTestId(page, 'w3m-wallet-request-cancel').click();
    await expect(request).rejects.toBeInstanceOf(WalletRequestCancelledError);
    expect($modal.get().open).toBe(false);
  });

  test('timed out: an alert with the timeout text and Close', async () => {
    jest.useFakeTimers();
    const request = awaitWalletAnswer('eth_sendTransaction', 'Phone Wallet', new Promise(() => undefined));
    request.catch(() => undefined);
    jest.advanceTimersByTime(WALLET_REQUEST_TIMEOUT_MS);
    jest.useRealTimers(); // the spec page renders on real timers
    const page = await render();
    const alert = requireTestId(page, 'w3m-wallet-request-timeout');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Request Timed Out');
    expect(alert.textContent).toContain('Phone Wallet did not answer in time');
    $modal.set({ open: true });
    requireTestId(page, 'w3m-wallet-request-close').click();
    await page.waitForChanges();
    expect($walletRequest.get()).toBeUndefined();
    expect($modal.get().open).toBe(false);
  });
});
