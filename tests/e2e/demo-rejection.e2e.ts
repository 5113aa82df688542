// Issue 15, item 10: on the demo pages a rejection in the Dev Wallet's own prompt (the Reject
// button a user presses, not a test switch) always gives visible feedback.
import type { Page } from 'puppeteer';
import { useFreshContexts, openPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { DEV_WALLET, byTestId, clickTestId, textOf, waitForTextContaining } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();
const REJECTED = 'You rejected the request in your wallet.';

/** Opens the modal and picks the Dev Wallet, whose prompt then asks to connect. */
async function chooseDevWallet(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
  await page.waitForNetworkIdle({ idleTime: 200 });
  await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
}

/** Presses a button of the Dev Wallet's prompt and waits for the prompt to go. */
async function answerPrompt(page: Page, answer: 'approve' | 'reject'): Promise<void> {
  await clickTestId(page, `dev-wallet-${answer}`);
  await page.waitForSelector(byTestId('dev-wallet-prompt'), { hidden: true });
}

describe('demo pages: a rejection in the Dev Wallet is shown', () => {
  for (const [name, url] of [
    ['React demo', stack.urls.demo],
    ['plain HTML demo', stack.urls.html],
  ] as const) {
    test(`${name}: rejecting the connection shows why, with Retry`, async () => {
      const { page } = await openPage(await freshContext(), url);
      await chooseDevWallet(page);
      await answerPrompt(page, 'reject');
      await page.waitForSelector(byTestId('w3m-connecting-error'), { visible: true });
      expect(await textOf(page, 'w3m-connecting-error')).toContain(REJECTED);
      await page.waitForSelector(byTestId('w3m-connecting-retry'), { visible: true });
    });
  }

  test('React demo: a rejected signature and a rejected network switch are both shown', async () => {
    const { page } = await openPage(await freshContext(), stack.urls.demo);
    await chooseDevWallet(page);
    await answerPrompt(page, 'approve');
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await clickTestId(page, 'evm-sign-message');
    await answerPrompt(page, 'reject');
    await page.waitForFunction(
      (selector: string, text: string) => document.querySelector(selector)?.textContent === text,
      {},
      '[data-testid="evm-error"]',
      REJECTED,
    );
    const alert = await page.$eval('[data-testid="evm-error"]', (element) => ({
      role: element.getAttribute('role'),
      visible: element.getBoundingClientRect().height > 0,
    }));
    expect(alert).toEqual({ role: 'alert', visible: true });

    await clickTestId(page, 'account-button');
    await clickTestId(page, 'w3m-account-network');
    await clickTestId(page, 'w3m-network-switch-Localhost 2');
    await answerPrompt(page, 'reject');
    // Wait for the rejection's own snackbar (another message may show first while the switch starts).
    await waitForTextContaining(page, 'w3m-snackbar', REJECTED);
  });
});
