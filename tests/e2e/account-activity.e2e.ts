// The Activity tab end to end: the React demo host (no historySources, so Localhost's
// history comes from anvil itself through the Otterscan API), the Dev Wallet and the local chain.
// ETH moves both ways between dev accounts 0 and 1, with more history than one page; the Activity
// tab lists it under the current month and "Load more" fetches the rest. (NFTs: nfts.e2e.ts.)
import type { Browser, Page } from 'puppeteer';
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem';
import { monthGroupLabel } from '../../src/stores/date-groups';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, sendMined, useCleanChain } from '../support/chain';
import {
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  connectDevWallet,
  pressTestId,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

/** The Otterscan source's page size (transactions per "Load more"). */
const PAGE_SIZE = 10;

interface ActivityRowText {
  id: string;
  text: string;
  group: string;
}

/** Every activity row (through the shadow roots), with the label of the month group it sits in. */
function activityRows(page: Page): Promise<ActivityRowText[]> {
  return page.evaluate(() => {
    const rows: Array<{ id: string; text: string; group: string }> = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const row of root.querySelectorAll('[data-testid="w3m-activity-row"]')) {
        const group = row.closest('[data-testid="w3m-activity-group"]')?.querySelector('.label');
        rows.push({
          id: row.getAttribute('data-transaction-id') ?? '',
          text: (row.textContent ?? '').trim(),
          group: (group?.textContent ?? '').trim(),
        });
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return rows;
  });
}

/** Waits until exactly `count` activity rows are shown. */
async function waitForRowCount(page: Page, count: number): Promise<ActivityRowText[]> {
  await page.waitForFunction(
    (expected: number) => {
      let found = 0;
      const walk = (root: Document | ShadowRoot): void => {
        found += root.querySelectorAll('[data-testid="w3m-activity-row"]').length;
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      return found === expected;
    },
    { polling: 'raf' },
    count,
  );
  return activityRows(page);
}

/** Sends ETH from an unlocked dev account (anvil signs) and returns the hash once mined. */
async function sendEth(from: string, to: string, ether: string): Promise<string> {
  return sendMined(stack.urls.evm, { from, to, value: `0x${parseEther(ether).toString(16)}` });
}

/** Sends a test token from an unlocked dev account through the token contract's transfer(), mined. */
async function sendToken(from: string, token: string, to: string, amount: bigint): Promise<string> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as `0x${string}`, amount],
  });
  return sendMined(stack.urls.evm, { from, to: token, data });
}

/** How many transactions anvil's Otterscan index holds for an address. */
async function historyLength(address: string): Promise<number> {
  const answer = (await rpc(stack.urls.evm, 'ots_searchTransactionsBefore', [address, 0, 1000])) as {
    txs: unknown[];
  };
  return answer.txs.length;
}

/** The shortened address the rows show (Otterscan answers addresses in lower case). */
const short = (address: string): string => `${address.slice(0, 6)}\u2026${address.slice(-6)}`.toLowerCase();

describe('Activity and NFTs tabs (React demo host, Dev Wallet, Otterscan on anvil)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const [account0 = '', account1 = '', account2 = ''] = stack.config.accounts;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.demo);
    recorded.page.setDefaultTimeout(15_000);
    await autoApproveDevWallet(recorded.page, stack.urls.evm);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('sent and received ETH under the current month; load more pages through older history', async () => {
    const { page } = recorded;
    expect(account2).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // Older history first (so that it needs a second page), then a send and, newest, a receive.
    while ((await historyLength(account0)) < PAGE_SIZE + 2) await sendEth(account0, account2, '0.01');
    const sent = await sendEth(account0, account1, '0.5');
    const received = await sendEth(account1, account0, '0.25');
    const total = await historyLength(account0);

    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-activity');

    const firstPage = await waitForRowCount(page, PAGE_SIZE);
    const now = new Date();
    const month = monthGroupLabel(now.getFullYear(), now.getMonth(), now);
    expect(firstPage[0]).toEqual({
      id: received,
      group: month,
      text: `ReceivedFrom ${short(account1)}+0.25 ETHConfirmed`,
    });
    expect(firstPage[1]).toEqual({
      id: sent,
      group: month,
      text: `SentTo ${short(account1)}-0.5 ETHConfirmed`,
    });
    expect(new Set(firstPage.map((row) => row.group))).toEqual(new Set([month]));

    // Load more until the source has nothing left: every transaction once, newest first.
    let shown = firstPage;
    while (shown.length < total) {
      // Pressed once enabled: the button is disabled while a page loads, and a click then is lost.
      await pressTestId(page, 'w3m-activity-load-more');
      shown = await waitForRowCount(page, Math.min(total, shown.length + PAGE_SIZE));
    }
    expect(new Set(shown.map((row) => row.id)).size).toBe(total);
    await page.waitForSelector(byTestId('w3m-activity-load-more'), { hidden: true });
  });

  test('a token transfer names the account it went to, not the token contract', async () => {
    const { page } = recorded;
    const token = stack.config.tokens.find((entry) => entry.chainId === 31337);
    if (!token) throw new Error('the stack deployed no token on the first chain');
    const hash = await sendToken(account0, token.address, account2, parseUnits('2', token.decimals));
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-activity');
    await page.waitForFunction(
      (id: string) => {
        const walk = (root: Document | ShadowRoot): boolean =>
          root.querySelector(`[data-transaction-id="${id}"]`) !== null ||
          [...root.querySelectorAll('*')].some(
            (element) => element.shadowRoot !== null && walk(element.shadowRoot),
          );
        return walk(document);
      },
      {},
      hash,
    );
    const row = (await activityRows(page)).find((entry) => entry.id === hash);
    expect(row?.text).toBe(`SentTo ${short(account2)}-2 ${token.symbol}Confirmed`);
    expect(row?.text).not.toContain(short(token.address));
  });
});
