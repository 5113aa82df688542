// Names on the local ENS chain (chain id 1, the demo's "Ethereum"): the stack deployed the ENS
// registry, a public resolver, the reverse registrar and a universal resolver, named dev account 0
// `dev.eth` (with an avatar) and pointed `friend.eth` at dev account 1. The React demo host.
import type { Browser, Page } from 'puppeteer';
import { formatEther } from 'viem';
import { DEV_ENS_AVATAR, DEV_ENS_NAME, FRIEND_ENS_NAME } from '../../dev/ens/deploy-ens';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { DEV_WALLET, pressTestId as press } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const sel = (testId: string): string => `pierce/[data-testid="${testId}"]`;

/** Waits until the element with this test id shows exactly this text. */
async function waitForText(page: Page, testId: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (id: string, text: string) => {
      const walk = (root: Document | ShadowRoot): boolean => {
        const found = root.querySelector(`[data-testid="${id}"]`);
        if (found && (found.textContent ?? '').trim() === text) return true;
        return [...root.querySelectorAll('*')].some(
          (element) => element.shadowRoot && walk(element.shadowRoot),
        );
      };
      return walk(document);
    },
    { polling: 'raf' },
    testId,
    expected,
  );
}

/** Types into the native input with this test id (replacing its text). */
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

const balanceOf = async (address: string): Promise<bigint> =>
  BigInt(String(await rpc(stack.urls.ens, 'eth_getBalance', [address, 'latest'])));

describe('ENS names on the local chain id 1 (React demo host, Dev Wallet)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const [account0 = '', account1 = ''] = stack.config.accounts;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.demo);
    recorded.page.setDefaultTimeout(20_000);
    await recorded.page.evaluate(
      (evm: string, ens: string) =>
        (window as unknown as { devWallet: { configure(options: object): void } }).devWallet.configure({
          autoApprove: true,
          chains: [
            { chainId: 31337, rpcUrl: evm, name: 'Anvil' },
            { chainId: 1, rpcUrl: ens, name: 'Ethereum (local ENS)' },
          ],
        }),
      stack.urls.evm,
      stack.urls.ens,
    );
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('the Account view shows dev.eth and its avatar; Send to friend.eth pays dev account 1', async () => {
    const { page } = recorded;
    await press(page, 'connect-button');
    await press(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(sel('account-button'), { visible: true });
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await press(page, 'account-button');
    await press(page, 'w3m-account-network');
    await press(page, 'w3m-network-switch-Ethereum');

    await waitForText(page, 'w3m-account-name', DEV_ENS_NAME);
    await page.waitForFunction(
      (avatar: string) => {
        const walk = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('wui-avatar')].some(
            (element) => element.shadowRoot?.querySelector('img')?.getAttribute('src') === avatar,
          ) ||
          [...root.querySelectorAll('*')].some((element) => element.shadowRoot && walk(element.shadowRoot));
        return walk(document);
      },
      { polling: 'raf' },
      DEV_ENS_AVATAR,
    );

    const before = await balanceOf(account1);
    await press(page, 'w3m-account-feature-send');
    await typeInto(page, 'w3m-send-amount-input', '0.75');
    await typeInto(page, 'w3m-send-address-input', FRIEND_ENS_NAME);
    await press(page, 'w3m-send-preview-button');
    await press(page, 'w3m-send-confirm');
    const expected = before + 750_000_000_000_000_000n;
    await page.waitForFunction(
      async (url: string, address: string, want: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_getBalance',
            params: [address, 'latest'],
          }),
        });
        const body = (await response.json()) as { result: string };
        return BigInt(body.result) === BigInt(want);
      },
      { polling: 200 },
      stack.urls.ens,
      account1,
      expected.toString(),
    );
    expect(formatEther((await balanceOf(account1)) - before)).toBe('0.75');
    expect(account0).not.toBe(account1);
  });
});
