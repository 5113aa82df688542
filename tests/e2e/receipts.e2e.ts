// Receipts after a send: the React demo host, the Dev Wallet and anvil. Mining is paused while the
// wallet broadcasts an ETH send to dev account 1; before the block is mined account 1 is given
// code that reverts, so the transaction fails on chain after broadcast (no estimate can predict
// it). The Send flow reports the failure and the Activity tab lists the transaction as failed.
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { DEV_WALLET, pressTestId as press } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const sel = (testId: string): string => `pierce/[data-testid="${testId}"]`;
/** PUSH1 0 PUSH1 0 REVERT: any call to this code reverts. */
const REVERTING_CODE = '0x60006000fd';

/** Waits until some element with this test id (through shadow roots) contains the text. */
async function waitForTextIn(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    (id: string, expected: string) => {
      const walk = (root: Document | ShadowRoot): boolean =>
        [...root.querySelectorAll(`[data-testid="${id}"]`)].some((element) =>
          (element.textContent ?? '').includes(expected),
        ) ||
        [...root.querySelectorAll('*')].some((element) => element.shadowRoot && walk(element.shadowRoot));
      return walk(document);
    },
    { polling: 'raf' },
    testId,
    text,
  );
}

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForSelector(sel(testId), { visible: true });
  await page.$eval(
    sel(testId),
    (input, value) => {
      const field = input as HTMLInputElement;
      field.value = value as string;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    },
    text,
  );
}

/** Waits (condition and deadline, no fixed sleep) until the node holds a pending transaction. */
async function waitForPendingTransaction(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = (await rpc(stack.urls.evm, 'txpool_status')) as { pending: string };
    if (BigInt(status.pending) > 0n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the wallet never broadcast the transaction');
}

describe('receipts (React demo host, Dev Wallet, anvil)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const [, account1 = ''] = stack.config.accounts;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.demo);
    recorded.page.setDefaultTimeout(20_000);
    await recorded.page.evaluate(
      (evm: string) =>
        (window as unknown as { devWallet: { configure(options: object): void } }).devWallet.configure({
          autoApprove: true,
          chains: [{ chainId: 31337, rpcUrl: evm, name: 'Anvil' }],
        }),
      stack.urls.evm,
    );
  });

  afterEach(async () => {
    await rpc(stack.urls.evm, 'evm_setAutomine', [true]);
    await rpc(stack.urls.evm, 'anvil_setCode', [account1, '0x']);
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('a send that reverts after broadcast shows an error and a failed row in Activity', async () => {
    const { page } = recorded;
    await press(page, 'connect-button');
    await press(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(sel('account-button'), { visible: true });
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await press(page, 'account-button');
    await press(page, 'w3m-account-feature-send');
    await typeInto(page, 'w3m-send-amount-input', '0.1');
    await typeInto(page, 'w3m-send-address-input', account1);
    await press(page, 'w3m-send-preview-button');

    await rpc(stack.urls.evm, 'evm_setAutomine', [false]);
    await press(page, 'w3m-send-confirm');
    await waitForPendingTransaction();
    await rpc(stack.urls.evm, 'anvil_setCode', [account1, REVERTING_CODE]);
    await rpc(stack.urls.evm, 'evm_mine');

    await waitForTextIn(page, 'w3m-snackbar', 'The transaction failed on chain (reverted)');
    await page.keyboard.press('Escape');
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await press(page, 'account-button');
    await press(page, 'account-tab-activity');
    await waitForTextIn(page, 'w3m-activity-row', 'Failed');
  });
});
