import jsQR from 'jsqr';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { isLocalUrl, launchBrowser } from './browser';
import { byTestId, waitForStillness } from './shell-page';
import { stackInfo } from './stack-info';

/** One tab of a WalletConnect test, with every request it made. */
export interface RecordedTab {
  page: Page;
  context: BrowserContext;
  /** Every URL requested (page, scripts, fetches, WebSockets' HTTP upgrade), in order. */
  requests: string[];
  /** Requests headed off this machine (aborted). */
  leaks: string[];
  pageErrors: string[];
}

/**
 * Opens `path` of the demo server in a fresh browser context (its own storage, so the dapp and the
 * wallet do not share WalletConnect's IndexedDB). Every request is recorded; one headed anywhere
 * but 127.0.0.1 is aborted and listed in `leaks`. /dev-config.json answers with this run's stack.
 */
export async function openRecordedTab(
  browser: Browser,
  path: string,
  stack: { urls: { demo: string }; config: unknown } = stackInfo(),
): Promise<RecordedTab> {
  const { urls, config } = stack;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const tab: RecordedTab = { page, context, requests: [], leaks: [], pageErrors: [] };
  page.on('pageerror', (error) =>
    tab.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    tab.requests.push(url);
    if (isLocalUrl(url) && new URL(url).pathname === '/dev-config.json') {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    }
    if (isLocalUrl(url)) return void request.continue();
    tab.leaks.push(url);
    void request.abort('blockedbyclient');
  });
  // WebSockets do not go through request interception: record them from the DevTools protocol.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketCreated', ({ url }: { url: string }) => {
    tab.requests.push(url);
    if (!isLocalUrl(url)) tab.leaks.push(url);
  });
  await page.goto(`${urls.demo}${path}`, { waitUntil: 'load' });
  return tab;
}

/** Opens recorded tabs for one e2e file (useRecordedTabs). */
export interface RecordedTabs {
  /** Opens `path` in a fresh context; `config` answers its /dev-config.json (default: this run's stack). */
  open(path: string, config?: unknown): Promise<RecordedTab>;
}

/**
 * One browser for the e2e file that calls it, and its tabs (openRecordedTab). After each test every
 * tab is closed, and none of them may have made a request off 127.0.0.1 or thrown.
 */
export function useRecordedTabs(): RecordedTabs {
  let browser: Browser | undefined;
  const tabs: RecordedTab[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const leaks = tabs.flatMap((tab) => tab.leaks);
    const errors = tabs.flatMap((tab) => tab.pageErrors);
    while (tabs.length > 0) await tabs.pop()?.context.close();
    expect(leaks).toEqual([]);
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path, config) {
      if (!browser) throw new Error('useRecordedTabs: a tab was opened before the browser started');
      const stack = stackInfo();
      const tab = await openRecordedTab(browser, path, config === undefined ? stack : { ...stack, config });
      tabs.push(tab);
      return tab;
    },
  };
}

/** Clicks an element found through shadow roots once it is there and enabled (a DOM click). */
export async function clickWhenReady(page: Page, testId: string, timeout = 20_000): Promise<void> {
  const handle = await page.waitForSelector(`${byTestId(testId)}:not([disabled])`, {
    visible: true,
    timeout,
  });
  await handle!.evaluate((element) => (element as HTMLElement).click());
}

/**
 * Page source: the `data-uri` of the QR code on screen (searched through every shadow root), when
 * it is a `wc:` URI other than `old`. A string, so no bundler helper (tsx's `__name`) ends up in it.
 */
const SHOWN_URI = `(old) => {
  const find = (root) => {
    const hit = root.querySelector('wui-qr-code[data-uri]');
    if (hit) return hit;
    for (const host of root.querySelectorAll('*')) {
      const inner = host.shadowRoot ? find(host.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  const uri = find(document)?.getAttribute('data-uri');
  return uri && uri.startsWith('wc:') && uri !== old ? uri : false;
}`;

/** The pairing URI the QR view shows (its data-uri), once there is one different from `previous`. */
export async function shownUri(page: Page, previous?: string, timeout = 20_000): Promise<string> {
  const handle = await page.waitForFunction(`(${SHOWN_URI})(${JSON.stringify(previous ?? null)})`, {
    timeout,
  });
  return String(await handle.jsonValue());
}

/**
 * Reads the QR code on screen like a phone camera would: a screenshot of the drawn code, turned into
 * pixels by the page's canvas, decoded with jsQR.
 */
export async function decodeShownQr(page: Page): Promise<string | undefined> {
  // The code fades in with the view: read it once nothing moves, and again (a few times at most)
  // if a busy machine took the picture mid-frame.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await waitForStillness(page);
    const uri = await readShownQr(page);
    if (uri !== undefined) return uri;
  }
  return undefined;
}

/** One reading of the QR code on screen: a screenshot of it, decoded by jsQR. */
async function readShownQr(page: Page): Promise<string | undefined> {
  const code = await page.waitForSelector(byTestId('w3m-qr-code'), { visible: true });
  // The drawing is ready once the SVG path exists.
  await page.waitForFunction(
    (element: Element) => Boolean(element.querySelector('path')?.getAttribute('d')),
    {},
    code!,
  );
  const png = await code!.screenshot({ encoding: 'base64', type: 'png' });
  const pixels = await page.evaluate(async (data: string) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: rgba, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { rgba: Array.from(rgba), width, height };
  }, png);
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data;
}

/** Pastes a URI into the dev mobile wallet and approves the session proposal that follows. */
export async function pairWallet(wallet: Page, uri: string, approve = true): Promise<void> {
  const input = await wallet.waitForSelector('[data-testid="wc-wallet-uri"]');
  await input!.evaluate((element, value) => ((element as HTMLInputElement).value = value), uri);
  await clickWhenReady(wallet, 'wc-wallet-pair');
  await clickWhenReady(wallet, approve ? 'wc-wallet-approve-session' : 'wc-wallet-reject-session');
}

/** Approves (or rejects) the next request of `method` in the dev mobile wallet. */
export async function answerRequest(wallet: Page, method: string, approve: boolean): Promise<void> {
  const card = await wallet.waitForSelector(`[data-testid="wc-wallet-request"][data-method="${method}"]`, {
    timeout: 20_000,
  });
  const button = await card!.waitForSelector(
    `[data-testid="${approve ? 'wc-wallet-approve-request' : 'wc-wallet-reject-request'}"]`,
  );
  await button!.evaluate((element) => (element as HTMLElement).click());
  await wallet.waitForFunction((element: Element) => !element.isConnected, {}, card!);
}
