// Network state end to end on the plain HTML host (lazy build) with the Dev Wallet: the kit starts
// on the first network it lists, a connect on the local chain never reaches a network that is not
// active (every request of the page is recorded), and a switch to a network whose RPC is down
// drops the old balance at once and ends in one "unavailable" state everywhere.
import { createServer } from 'node:net';
import type { Page, Target } from 'puppeteer';
import { mainnet } from '../../src/networks';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  byTestId,
  clickTestId,
  connectDevWallet,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  textOf,
  waitForText,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

interface HostPage {
  page: Page;
  /** Every URL any page or worker of the context asked for. */
  requests: string[];
  /** The kinds of every other target (workers, service workers) the context started. */
  otherTargets: string[];
  pageErrors: string[];
}

/** A port nothing listens on (bound, then released), for an RPC that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Opens the plain HTML host in a fresh context with the Dev Wallet on `chains`; requests off this
 * machine are recorded and aborted (a test fails rather than leaks).
 */
async function openHost(chains: Array<{ chainId: number; rpcUrl: string; name: string }>): Promise<HostPage> {
  const context = await freshContext();
  const host: HostPage = { page: await context.newPage(), requests: [], otherTargets: [], pageErrors: [] };
  context.on('targetcreated', (target: Target) => {
    if (target.type() !== 'page') host.otherTargets.push(target.type());
  });
  const { page } = host;
  page.on('pageerror', (error) =>
    host.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    host.requests.push(request.url());
    if (isLocalUrl(request.url())) void request.continue();
    else void request.abort('blockedbyclient');
  });
  const walletConfig = JSON.stringify({ autoApprove: true, chains });
  await page.evaluateOnNewDocument((value: string) => {
    localStorage.setItem('dev-wallet:config', value);
    // The host's CSP stops off-machine fetches before they reach the network (and the interception
    // above): its violation reports are the other half of the record.
    const blocked: string[] = [];
    (window as unknown as { __cspBlocked: string[] }).__cspBlocked = blocked;
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI), true);
  }, walletConfig);
  await page.goto(stack.urls.html, { waitUntil: 'load' });
  await page.waitForSelector(byTestId('connect-button'), { visible: true });
  return host;
}

/** Every URL the page tried to reach off this machine: aborted requests and CSP-blocked ones. */
async function offMachine(host: HostPage): Promise<string[]> {
  const blocked = await host.page.evaluate(
    () => (window as unknown as { __cspBlocked: string[] }).__cspBlocked,
  );
  return [...host.requests, ...blocked].filter((url) => !isLocalUrl(url));
}

/** The active network of the kit made by createHtmlHostKit. */
function activeNetworkId(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      (
        window as unknown as { __w3mKit: { getCaipNetwork(): { caipNetworkId: string } | undefined } }
      ).__w3mKit.getCaipNetwork()?.caipNetworkId,
  );
}

const LOCAL_CHAIN = { chainId: 31337, rpcUrl: stack.urls.evm, name: 'Localhost' };

describe('network state (plain HTML host, Dev Wallet)', () => {
  test('the page\u2019s own createAppKit without networks lists and connects the installed Dev Wallet on eip155:1', async () => {
    // www/html/main.ts calls createAppKit({ themeMode }) and nothing more; the wallet sits on chain 1.
    const host = await openHost([{ chainId: 1, rpcUrl: stack.urls.evm, name: 'Ethereum' }]);
    const { page } = host;
    await connectDevWallet(page);
    await page.waitForSelector(byTestId('account-button'), { visible: true });
    expect(host.pageErrors).toEqual([]);
  });

  test('networks [local, mainnet]: starts on the local chain; connect + Account view stay on 127.0.0.1', async () => {
    const host = await openHost([LOCAL_CHAIN]);
    const { page } = host;
    // mainnet as the catalog defines it: its public RPC would be reached if anything used it.
    await createHtmlHostKit(page, { networks: [localNetwork(stack.urls.evm), mainnet] });
    expect(await activeNetworkId(page)).toBe('eip155:31337');

    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await page.waitForSelector(byTestId('w3m-account-balance'), { visible: true });
    await page.waitForSelector(byTestId('w3m-account-tokens'), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 500 });

    expect(await activeNetworkId(page)).toBe('eip155:31337');
    expect(host.requests.length).toBeGreaterThan(0);
    expect(await offMachine(host)).toEqual([]);
    expect(host.otherTargets).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });

  test('networks [mainnet, local], wallet on the local chain: a connect from mainnet never reaches mainnet', async () => {
    const host = await openHost([LOCAL_CHAIN]);
    const { page } = host;
    await createHtmlHostKit(page, { networks: [mainnet, localNetwork(stack.urls.evm)] });
    expect(await activeNetworkId(page)).toBe('eip155:1');
    // A first connect loads the EVM client (and with it the identity sync); the wallet's chain wins.
    await connectDevWallet(page);
    expect(await activeNetworkId(page)).toBe('eip155:31337');
    await kitCall(page, 'disconnect');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    // The user picks Ethereum again and connects: the wallet is still on the local chain.
    await kitCall(page, 'switchNetwork', mainnet);
    expect(await activeNetworkId(page)).toBe('eip155:1');
    await connectDevWallet(page);
    expect(await activeNetworkId(page)).toBe('eip155:31337');
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await page.waitForSelector(byTestId('w3m-account-tokens'), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 500 });

    // The account and the network change one after the other; no ENS lookup went to mainnet between.
    expect(await offMachine(host)).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });

  test('a switch to a network whose RPC is down: no stale balance anywhere, one "unavailable" state', async () => {
    const downRpc = `http://127.0.0.1:${await closedPort()}`;
    const down = { chainId: 31339, rpcUrl: downRpc, name: 'Down Chain' };
    const host = await openHost([LOCAL_CHAIN, down]);
    const { page } = host;
    await createHtmlHostKit(page, {
      networks: [localNetwork(stack.urls.evm), localNetwork(downRpc, down.chainId, down.name)],
    });
    await connectDevWallet(page);
    await page.waitForSelector(byTestId('account-button-balance'), { visible: true });
    const localBalance = await textOf(page, 'account-button-balance');
    expect(localBalance).toMatch(/^\d[\d.]* ETH$/);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await page.waitForSelector(byTestId('w3m-account-token-ETH'), { visible: true });
    await waitForText(page, 'w3m-account-balance', localBalance ?? '');

    // From the moment the kit is on the down chain, every frame samples what the balance places show.
    // What two frames in a row show was painted in between (one sample alone may precede the
    // render that frame brings), so only those are kept.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __balancesSeen: string[] }).__balancesSeen = seen;
      const find = (root: Document | ShadowRoot, selector: string): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot, selector) : null;
          if (inner) return inner;
        }
        return null;
      };
      const kit = (window as unknown as { __w3mKit: { getCaipNetwork(): { id: number } | undefined } })
        .__w3mKit;
      let previous: string[] = [];
      const watch = (): void => {
        const sample: string[] = [];
        if (kit.getCaipNetwork()?.id === 31339) {
          for (const id of ['account-button-balance', 'w3m-account-balance', 'w3m-account-tokens']) {
            const text = find(document, `[data-testid="${id}"]`)?.textContent?.trim();
            if (text) sample.push(`${id}: ${text}`);
          }
        }
        seen.push(...sample.filter((entry) => previous.includes(entry) && !seen.includes(entry)));
        previous = sample;
        requestAnimationFrame(watch);
      };
      watch();
    });

    await clickTestId(page, 'w3m-account-network');
    await waitForView(page, 'Networks', 'w3m-networks-view');
    await clickTestId(page, `w3m-network-switch-${down.name}`);
    await page.waitForFunction(() => {
      const kit = (window as unknown as { __w3mKit: { getCaipNetwork(): { id: number } | undefined } })
        .__w3mKit;
      return kit.getCaipNetwork()?.id === 31339;
    });
    // The header and the account button say the same thing; the Tokens tab explains it.
    await waitForText(page, 'account-button-balance', 'Balance unavailable');
    await waitForView(page, 'Account', 'w3m-account-view');
    await waitForText(page, 'w3m-account-balance', 'Balance unavailable');
    const unavailable = await page.waitForSelector(byTestId('w3m-account-tokens-unavailable'), {
      visible: true,
    });
    expect(
      await unavailable?.evaluate((element) => (element as HTMLElement & { heading?: string }).heading),
    ).toBe('Balance unavailable');
    expect(await page.$(byTestId('w3m-account-tokens'))).toBeNull();

    const seen = await page.evaluate(
      () => (window as unknown as { __balancesSeen: string[] }).__balancesSeen,
    );
    expect(seen.filter((entry) => entry.includes(localBalance ?? '') || entry.includes('ETH'))).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });
});
