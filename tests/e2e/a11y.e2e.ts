// axe-core on the modal's main views, dark and light: no serious or critical violation.
// React demo host (custom-elements build) with the Dev Wallet for the connected views.
import type { Browser, Page } from 'puppeteer';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  autoApproveDevWallet,
  clickTestId,
  connectDevWallet,
  waitForStillness,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Waits for the view, lets its entrance animation end, and checks it. */
async function expectAccessible(page: Page, view: string, tag: string): Promise<void> {
  await waitForView(page, view, tag);
  // Entrance animations must end: mid-fade colours would skew the contrast check.
  await waitForStillness(page);
  expect({ view, violations: await seriousViolations(page) }).toEqual({ view, violations: [] });
}

describe.each(['dark', 'light'])('%s theme', (theme) => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, `${stack.urls.demo}?theme=${theme}`);
    // Audit the settled colours: with reduced motion the view and fade animations take 0 ms, so a
    // busy machine cannot catch a row mid-fade (a transient colour, not a real contrast problem).
    await recorded.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await autoApproveDevWallet(recorded.page, stack.urls.evm);
    await recorded.page.waitForFunction(
      (mode: string) => document.querySelector('w3m-button')?.getAttribute('data-theme') === mode,
      {},
      theme,
    );
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    // The next page must not restore this one's session (SPEC §4 restore).
    await recorded.page.evaluate(() => localStorage.clear());
    await recorded.page.close();
  });

  test('Connect and AllWallets', async () => {
    const { page } = recorded;
    await clickTestId(page, 'connect-button');
    await expectAccessible(page, 'Connect', 'w3m-connect-view');
    await clickTestId(page, 'all-wallets');
    await expectAccessible(page, 'AllWallets', 'w3m-all-wallets-view');
  });

  test('Account and Networks (connected Dev Wallet)', async () => {
    const { page } = recorded;
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await expectAccessible(page, 'Account', 'w3m-account-view');
    await clickTestId(page, 'w3m-account-network');
    await expectAccessible(page, 'Networks', 'w3m-networks-view');
  });
});
