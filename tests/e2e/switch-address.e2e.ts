// SwitchAddress (option hasMultipleAddresses): the plain HTML host, the Dev Wallet showing the
// site three of its accounts, the local chain. The Account view offers "Switch address"; the view
// lists the three accounts with their balances, and picking one makes it the active account.
import type { Browser, Page } from 'puppeteer';
import { formatEther } from 'viem';
import { DEV_ENS_NAME, MAINNET_UNIVERSAL_RESOLVER } from '../../dev/ens/deploy-ens';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import {
  byTestId,
  connectDevWallet,
  createHtmlHostKit,
  localNetwork,
  pressTestId as press,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

/** The trimmed text of the first element with this test id (through shadow roots). */
function textOf(page: Page, testId: string): Promise<string | null> {
  return page.$eval(byTestId(testId), (element) => (element.textContent ?? '').trim()).catch(() => null);
}

/** Waits until the row of `address` shows `expected` in its child matching the selector `part`. */
async function waitForRowText(page: Page, address: string, part: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (id: string, child: string, text: string) => {
      const walk = (root: Document | ShadowRoot): boolean =>
        [...root.querySelectorAll(`[data-testid="${id}"] ${child}`)].some(
          (element) => (element.textContent ?? '').trim() === text,
        ) ||
        [...root.querySelectorAll('*')].some((element) => element.shadowRoot && walk(element.shadowRoot));
      return walk(document);
    },
    { polling: 'raf' },
    `w3m-switch-address-${address.toLowerCase()}`,
    part,
    expected,
  );
}

/** Waits until the kit's active eip155 address is `expected`. */
async function waitForActive(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (address: string) =>
      (window as unknown as { __w3mKit: { getAccount(): { address?: string } } }).__w3mKit.getAccount()
        .address === address,
    { polling: 'raf' },
    expected,
  );
}

/** The kit's active eip155 address (kit.getAccount()). */
function activeAddress(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { __w3mKit: { getAccount(): { address?: string } } }).__w3mKit.getAccount()
        .address,
  );
}

describe('SwitchAddress with a three-account wallet (plain HTML host, Dev Wallet)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const [account0 = '', account1 = '', account2 = ''] = stack.config.accounts;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.html);
    recorded.page.setDefaultTimeout(20_000);
    await createHtmlHostKit(recorded.page, {
      // Chain id 1 is the stack's local ENS chain: the names come from there.
      networks: [
        localNetwork(stack.urls.evm),
        {
          ...localNetwork(stack.urls.ens, 1, 'Ethereum'),
          contracts: { ensUniversalResolver: { address: MAINNET_UNIVERSAL_RESOLVER } },
        },
      ],
      projectId: 'w3m-elements-local',
      hasMultipleAddresses: true,
    });
    await recorded.page.evaluate(
      (evm: string) =>
        (window as unknown as { devWallet: { configure(options: object): void } }).devWallet.configure({
          autoApprove: true,
          exposedAccounts: 3,
          chains: [{ chainId: 31337, rpcUrl: evm, name: 'Anvil' }],
        }),
      stack.urls.evm,
    );
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('lists the three accounts with balances and switches the active one', async () => {
    const { page } = recorded;
    await connectDevWallet(page);
    expect(await activeAddress(page)).toBe(account0);
    await press(page, 'account-button');
    await press(page, 'w3m-account-switch-address');

    for (const address of [account0, account1, account2]) {
      await page.waitForSelector(byTestId(`w3m-switch-address-${address.toLowerCase()}`), { visible: true });
    }
    const balance = formatEther(
      BigInt(String(await rpc(stack.urls.evm, 'eth_getBalance', [account2, 'latest']))),
    );
    await waitForRowText(page, account2, '[data-testid="w3m-switch-address-balance"]', `${balance} ETH`);
    // Dev account 0 is dev.eth on the local ENS chain (its reverse record).
    await waitForRowText(page, account0, '.name', DEV_ENS_NAME);
    expect(await seriousViolations(page)).toEqual([]);

    await press(page, `w3m-switch-address-${account2.toLowerCase()}`);
    await waitForActive(page, account2);
    await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
    await page.waitForFunction(
      (id: string, expected: string) => {
        const walk = (root: Document | ShadowRoot): boolean =>
          (root.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim() === expected ||
          [...root.querySelectorAll('*')].some((element) => element.shadowRoot && walk(element.shadowRoot));
        return walk(document);
      },
      { polling: 'raf' },
      'w3m-account-name',
      `${account2.slice(0, 6)}\u2026${account2.slice(-6)}`,
    );
    expect(await textOf(page, 'w3m-account-name')).toContain(account2.slice(-6));

    // And on to another one: the list marks the active account, and the switch happens again.
    await press(page, 'w3m-account-switch-address');
    await page.waitForSelector(
      byTestId(`w3m-switch-address-${account2.toLowerCase()}`) + '[aria-current="true"]',
      { visible: true },
    );
    await press(page, `w3m-switch-address-${account1.toLowerCase()}`);
    await waitForActive(page, account1);
    await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
    expect(await textOf(page, 'w3m-account-name')).toContain(account1.slice(-6));
  });
});
