import type { Browser, BrowserContext, HTTPRequest } from 'puppeteer';
import { getAddress } from 'viem';
import { launchBrowser, isLocalUrl } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { recordConsole } from '../support/console-recorder';
import { stackInfo } from '../support/stack-info';

// The Vue and Angular hosts (www/vue, www/angular) with the raw elements: each opens the modal,
// connects the Dev Wallet and shows the address, under the demo server's strict CSP, with no
// console error or warning.

const DEV_RDNS = 'dev.w3m-elements.wallet';
const byTestId = (id: string) => `pierce/[data-testid="${id}"]`;

/** Each host: its URL and the test id of the element where it prints the connected address. */
const hosts: Array<[name: string, url: () => string, addressTestId: string]> = [
  ['Vue', () => stackInfo().urls.vue, 'vue-address'],
  ['Angular', () => new URL('/angular/', stackInfo().urls.demo).href, 'angular-address'],
];

useCleanChain();

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser.close();
});

test.each(hosts)(
  'the %s host opens the modal, connects the Dev Wallet and shows the address',
  async (_name, url, addressTestId) => {
    context = await browser.createBrowserContext();
    const page = await context.newPage();
    const record = recordConsole(page);
    const blocked: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (isLocalUrl(request.url())) return void request.continue();
      blocked.push(request.url());
      void request.abort('blockedbyclient');
    });
    const response = await page.goto(url(), { waitUntil: 'load' });
    // The page really is served with the demo server's CSP (no 'unsafe-eval').
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');

    const address = await page.waitForSelector(`[data-testid="${addressTestId}"]`);
    expect(await address!.evaluate((el) => el.textContent?.trim())).toBe('Not connected');
    await page.evaluate(() => window.devWallet?.configure({ autoApprove: true }));

    await (await page.waitForSelector(byTestId('connect-button'), { visible: true }))!.click();
    await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
    // Clicked in the page: a mouse click at the row's centre can miss while the card still animates in.
    await (await page.waitForSelector(byTestId(`wallet-selector-${DEV_RDNS}`), { visible: true }))!.evaluate(
      (element) => (element as HTMLElement).click(),
    );

    const expected = getAddress(stackInfo().config.accounts[0]!);
    await page.waitForFunction(
      (id: string, want: string) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want,
      { timeout: 20_000 },
      addressTestId,
      expected,
    );
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(record.problems()).toEqual([]);
    expect(blocked).toEqual([]);
  },
);
