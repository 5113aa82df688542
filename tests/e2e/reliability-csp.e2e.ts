// Reliability: the strict-CSP sweep. Every demo page (plain HTML, React, Vue) is served under
// `script-src 'self'; style-src 'self'` (no inline script or style, no eval), every view of the
// product is shown on it, and the secure site's frame is loaded from the React demo's email field.
// Each document, the frame's included, records its securitypolicyviolation events: none may fire.
import type { BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import {
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  connectDevWallet,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const freshContext = useFreshContexts();

/** The policy every document gets: only its own scripts and styles; local connections and frames. */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "frame-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** Run in every document of the page (frames included) before its scripts. */
const RECORD_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(location.origin + ' ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
  }, true);
})()`;

interface CspPage {
  page: Page;
  pageErrors: string[];
  offMachine: string[];
  /** The violations recorded by every frame of the page. */
  violations(): Promise<string[]>;
}

/** Opens `url` with every HTML document answered under STRICT_CSP (its other headers kept). */
async function openUnderStrictCsp(context: BrowserContext, url: string): Promise<CspPage> {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const offMachine: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error.message : String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!isLocalUrl(request.url())) {
      offMachine.push(request.url());
      return void request.abort('blockedbyclient');
    }
    // This run's stack (ports, secure site), as the React demo reads it.
    if (new URL(request.url()).pathname === '/dev-config.json') {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(stack.config),
      });
    }
    if (request.resourceType() !== 'document') return void request.continue();
    void fetch(request.url(), { headers: request.headers() }).then(
      async (response) => {
        const headers = Object.fromEntries(response.headers.entries());
        delete headers['content-encoding'];
        delete headers['content-length'];
        await request.respond({
          status: response.status,
          headers: { ...headers, 'content-security-policy': STRICT_CSP },
          body: Buffer.from(await response.arrayBuffer()),
        });
      },
      () => request.abort('failed'),
    );
  });
  await page.evaluateOnNewDocument(RECORD_VIOLATIONS);
  await page.goto(url, { waitUntil: 'load' });
  const violations = async (): Promise<string[]> => {
    const lists = await Promise.all(
      page.frames().map((frame) => frame.evaluate('window.__cspViolations ?? []').catch(() => [])),
    );
    return (lists as string[][]).flat();
  };
  return { page, pageErrors, offMachine, violations };
}

/** Shows a view through the kit's open() and waits for it to render. */
async function show(page: Page, view: string, tag: string): Promise<void> {
  await kitCall(page, 'open', { view });
  await waitForView(page, view, tag);
}

describe('strict CSP sweep', () => {
  test('plain HTML host: every view, disconnected and connected, without a violation', async () => {
    const host = await openUnderStrictCsp(await freshContext(), stack.urls.html);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await createHtmlHostKit(page, {
      networks: [localNetwork(stack.urls.evm), localNetwork(stack.urls.evm2, 31338, 'Localhost 2')],
    });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    for (const [view, tag] of [
      ['Connect', 'w3m-connect-view'],
      ['AllWallets', 'w3m-all-wallets-view'],
      ['WhatIsAWallet', 'w3m-what-is-a-wallet-view'],
      ['WhatIsANetwork', 'w3m-what-is-a-network-view'],
      ['Networks', 'w3m-networks-view'],
    ] as const)
      await show(page, view, tag);
    await kitCall(page, 'close');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await connectDevWallet(page);
    await show(page, 'Account', 'w3m-account-view');
    for (const tab of ['nfts', 'activity', 'tokens']) await clickTestId(page, `account-tab-${tab}`);
    for (const [view, tag] of [
      ['Networks', 'w3m-networks-view'],
      ['WalletReceive', 'w3m-wallet-receive-view'],
      ['WalletSend', 'w3m-wallet-send-view'],
      ['WalletSendSelectToken', 'w3m-wallet-send-select-token-view'],
    ] as const)
      await show(page, view, tag);
    await kitCall(page, 'close');

    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test.each([
    ['React', `${stack.urls.demo}/`],
    ['Vue', stack.urls.vue],
  ])('%s demo: the page, Connect, All Wallets and a connection without a violation', async (_name, url) => {
    const host = await openUnderStrictCsp(await freshContext(), url);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('the secure site frame (React demo, email on) loads and answers without a violation', async () => {
    if (!stack.urls.secureSite) throw new Error('the stack runs without its secure site');
    const host = await openUnderStrictCsp(await freshContext(), `${stack.urls.demo}/`);
    const { page } = host;
    await clickTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    const handle = await page.waitForSelector('iframe[data-testid="w3m-secure-frame"]');
    const frame = await handle!.contentFrame();
    const secureOrigin = new URL(stack.urls.secureSite).origin;
    // The frame page has loaded its own script and style and asked its server about its parent.
    await frame.waitForFunction(
      'document.readyState === "complete" && Array.isArray(window.__cspViolations)',
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(page.frames().some((candidate) => candidate.url().startsWith(secureOrigin))).toBe(true);
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });
});
