// Reliability: the WalletConnect relay is down when the user picks WalletConnect. The dapp (React
// demo) points at a relay this file owns, stopped before the click: ConnectingWalletConnect must
// say so (never an endless spinner), and its Retry must pair once the relay is back on its port.
import type { Browser, Page } from 'puppeteer';
import { getAddress } from 'viem';
import { startRelay, type RunningRelay } from '../../dev/relay/server';
import { launchBrowser } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { byTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  clickWhenReady,
  openRecordedTab,
  pairWallet,
  shownUri,
  type RecordedTab,
} from '../support/walletconnect';

const stack = stackInfo();
useCleanChain();

let browser: Browser;
let relay: RunningRelay | undefined;
const tabs: RecordedTab[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  const errors = tabs.flatMap((tab) => tab.pageErrors);
  const leaks = tabs.flatMap((tab) => tab.leaks);
  while (tabs.length > 0) await tabs.pop()?.context.close();
  expect(leaks).toEqual([]);
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await relay?.stop();
  await browser.close();
});

/** A tab of the demo whose dev-config points at `relayUrl`. */
async function open(path: string, relayUrl: string): Promise<RecordedTab> {
  const config = { ...stack.config, relayUrl };
  const tab = await openRecordedTab(browser, path, { urls: stack.urls, config });
  tabs.push(tab);
  return tab;
}

/** The text of the first element with this test id (through shadow roots), once it matches. */
async function waitForMatch(page: Page, testId: string, pattern: RegExp, timeout = 30_000): Promise<string> {
  const handle = await page.waitForFunction(
    (id: string, source: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(`[data-testid="${id}"]`);
        if (hit) return hit;
        for (const host of root.querySelectorAll('*')) {
          const inner = host.shadowRoot ? find(host.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const value = (find(document)?.textContent ?? '').trim();
      return new RegExp(source).test(value) ? value : false;
    },
    { timeout, polling: 'raf' },
    testId,
    pattern.source,
  );
  return String(await handle.jsonValue());
}

describe('reliability: WalletConnect relay down at connect time', () => {
  test('a clear error instead of a spinner; Retry pairs once the relay is back', async () => {
    // A port that held a relay a moment ago: nothing listens there now.
    const stopped = await startRelay({ host: '127.0.0.1', port: 0 });
    const { port, url } = stopped;
    await stopped.stop();

    const dapp = await open('/', url);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    const error = await waitForMatch(dapp.page, 'w3m-connecting-wc-error', /relay/i, 40_000);
    expect(error).toMatch(/could not reach the WalletConnect relay/i);
    expect(await dapp.page.$(byTestId('w3m-qr-code'))).toBeNull();
    expect(await dapp.page.$(byTestId('w3m-connecting-wc-retry'))).not.toBeNull();

    relay = await startRelay({ host: '127.0.0.1', port });
    const wallet = await open('/wallet/', relay.url);
    await waitForMatch(wallet.page, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'w3m-connecting-wc-retry');
    await pairWallet(wallet.page, await shownUri(dapp.page, undefined, 30_000));
    const address = getAddress(stack.config.accounts[0]!);
    await waitForMatch(dapp.page, 'evm-address', new RegExp(`^${address}$`));
  });
});
