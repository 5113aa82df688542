// Reliability: the WalletConnect relay killed and restarted during a session. The dapp (React demo)
// and the dev mobile wallet pair through a relay this file owns; it is stopped with the session
// live, a signature is requested during the outage, and the relay comes back on the same port.
import type { Browser, Page } from 'puppeteer';
import { getAddress, verifyMessage } from 'viem';
import { startRelay, type RunningRelay } from '../../dev/relay/server';
import { launchBrowser } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  openRecordedTab,
  pairWallet,
  shownUri,
  type RecordedTab,
} from '../support/walletconnect';

const MESSAGE = 'Hello from the w3m-elements demo';
const stack = stackInfo();
useCleanChain();

let browser: Browser;
let relay: RunningRelay;
const tabs: RecordedTab[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  relay = await startRelay({ host: '127.0.0.1', port: 0 });
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

/** A tab of the demo whose dev-config points at this file's relay. */
async function open(path: string): Promise<RecordedTab> {
  const config = { ...stack.config, relayUrl: relay.url };
  const tab = await openRecordedTab(browser, path, { urls: stack.urls, config });
  tabs.push(tab);
  return tab;
}

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
    { timeout },
    testId,
    pattern.source,
  );
  return String(await handle.jsonValue());
}

/** The number of personal_sign requests the wallet page has been shown so far. */
function signRequestsSeen(wallet: Page): Promise<number> {
  return wallet.evaluate(() => (window as unknown as { __signRequests?: number }).__signRequests ?? 0);
}

describe('reliability: WalletConnect relay faults', () => {
  test('the relay restarts mid-session: a request made during the outage completes once after it', async () => {
    const dapp = await open('/');
    const wallet = await open('/wallet/');
    // Counts every personal_sign card the wallet ever shows (a request delivered twice would show twice).
    await wallet.page.evaluate(() => {
      const seen = new WeakSet<Element>();
      const count = (): void => {
        for (const card of document.querySelectorAll(
          '[data-testid="wc-wallet-request"][data-method="personal_sign"]',
        )) {
          if (seen.has(card)) continue;
          seen.add(card);
          const scope = window as unknown as { __signRequests?: number };
          scope.__signRequests = (scope.__signRequests ?? 0) + 1;
        }
      };
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });
    await waitForMatch(wallet.page, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    await pairWallet(wallet.page, await shownUri(dapp.page));
    const address = getAddress(stack.config.accounts[0]!);
    await waitForMatch(dapp.page, 'evm-address', new RegExp(`^${address}$`));

    const { port } = relay;
    await relay.stop();
    await clickWhenReady(dapp.page, 'evm-sign-message');
    relay = await startRelay({ host: '127.0.0.1', port });

    await answerRequest(wallet.page, 'personal_sign', true);
    const signature = await waitForMatch(dapp.page, 'evm-signature', /^0x[0-9a-f]{130}$/i);
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(
      true,
    );
    expect(await signRequestsSeen(wallet.page)).toBe(1);
    expect(await dapp.page.evaluate(() => document.body.textContent ?? '')).not.toMatch(/error/i);
    // The session goes on: a second request after the restart is answered too.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await answerRequest(wallet.page, 'personal_sign', true);
    expect(await signRequestsSeen(wallet.page)).toBe(2);
  });
});
