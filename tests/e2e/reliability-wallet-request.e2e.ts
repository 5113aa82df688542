// Reliability: a WalletConnect wallet that never answers. The React demo and the dev mobile wallet
// pair over the stack's relay; a signature request the wallet leaves unanswered shows the
// WalletRequest view: Cancel rejects the demo's request promise with a clear error and the session
// goes on signing; left alone, the SPEC §9 request timeout (30 s, waited for as a condition) ends
// the request with the timeout text.
import type { Page } from 'puppeteer';
import { getAddress, verifyMessage } from 'viem';
import { seriousViolations } from '../support/axe';
import { useCleanChain } from '../support/chain';
import { byTestId, waitForTextMatching } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  pairWallet,
  shownUri,
  useRecordedTabs,
} from '../support/walletconnect';

const MESSAGE = 'Hello from the w3m-elements demo';
const stack = stackInfo();
useCleanChain();

const { open } = useRecordedTabs();

/** Waits until the wallet page shows `count` unanswered requests of `method`. */
async function waitForWalletRequests(wallet: Page, method: string, count: number): Promise<void> {
  await wallet.waitForFunction(
    (selector: string, expected: number) => document.querySelectorAll(selector).length === expected,
    { timeout: 20_000 },
    `[data-testid="wc-wallet-request"][data-method="${method}"]`,
    count,
  );
}

describe('reliability: a WalletConnect request the wallet never answers', () => {
  test('Cancel rejects the request and the session goes on; no answer ends in the 30 s timeout', async () => {
    const dapp = await open('/');
    const wallet = await open('/wallet/');
    await waitForTextMatching(wallet.page, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    await pairWallet(wallet.page, await shownUri(dapp.page));
    const address = getAddress(stack.config.accounts[0]!);
    await waitForTextMatching(dapp.page, 'evm-address', new RegExp(`^${address}$`));
    await dapp.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    // 1. The wallet gets the request and says nothing: the modal waits, with Cancel.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await waitForWalletRequests(wallet.page, 'personal_sign', 1);
    await waitForTextMatching(dapp.page, 'w3m-wallet-request-view', /Approve in .+personal_sign/);
    expect(await seriousViolations(dapp.page)).toEqual([]);
    await clickWhenReady(dapp.page, 'w3m-wallet-request-cancel');
    expect(await waitForTextMatching(dapp.page, 'evm-error', /cancelled/)).toBe(
      'The request was cancelled before the wallet answered',
    );
    await dapp.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    // The wallet's stale card is dismissed later; its answer changes nothing in the dapp.
    await answerRequest(wallet.page, 'personal_sign', false);

    // 2. The session is still usable: the next request is answered and verifies.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await answerRequest(wallet.page, 'personal_sign', true);
    const signature = await waitForTextMatching(dapp.page, 'evm-signature', /^0x[0-9a-f]{130}$/i);
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(
      true,
    );
    await dapp.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    // 3. No answer at all: after the 30 s request timeout the view says so and the promise rejects.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await waitForWalletRequests(wallet.page, 'personal_sign', 1);
    await waitForTextMatching(dapp.page, 'w3m-wallet-request-view', /Approve in/);
    const timedOut = await waitForTextMatching(dapp.page, 'w3m-wallet-request-timeout', /Timed Out/, 60_000);
    expect(timedOut).toMatch(/^Request Timed Out.+did not answer in time/);
    expect(await seriousViolations(dapp.page)).toEqual([]);
    expect(await waitForTextMatching(dapp.page, 'evm-error', /timed out/)).toBe(
      'Request timed out: the wallet did not answer within 30 seconds',
    );
    await clickWhenReady(dapp.page, 'w3m-wallet-request-close');
    await dapp.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  }, 180_000);
});
