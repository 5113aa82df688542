import { launch, type Browser, type BrowserContext, type HTTPRequest, type Page } from 'puppeteer';
import { CHROMIUM_ARGS } from '../../scripts/chromium-flags';

/** The Chromium to drive: PUPPETEER_EXECUTABLE_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';
}

/** Launches headless Chromium for e2e tests. */
export function launchBrowser(): Promise<Browser> {
  return launch({ executablePath: chromiumPath(), headless: 'shell', args: CHROMIUM_ARGS });
}

/** A page plus what happened on it, for assertions. */
export interface RecordedPage {
  page: Page;
  /** console.error output and other console messages of type error. */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** Every URL the page requested, in order (including blocked ones). */
  requests: string[];
  /** Requests aborted because they were headed off 127.0.0.1/localhost. */
  blockedRequests: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const NON_NETWORK_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/** True for URLs that stay on this machine: 127.0.0.1/localhost, or schemes that never hit the network. */
export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return NON_NETWORK_SCHEMES.has(parsed.protocol) || LOCAL_HOSTS.has(parsed.hostname);
}

/**
 * Records the WebSockets `page` opens to a host off this machine into `sink`. Request interception
 * never sees a WebSocket handshake, so without this a socket to a public relay would go unnoticed.
 */
export async function recordOffMachineSockets(page: Page, sink: string[]): Promise<void> {
  const session = await page.createCDPSession();
  session.on('Network.webSocketCreated', ({ url }) => {
    if (!isLocalUrl(url)) sink.push(url);
  });
  await session.send('Network.enable');
}

/**
 * Opens `url` in a new page that records console errors, page errors and every request, and
 * aborts any request to a host other than 127.0.0.1/localhost (so a test fails rather than leaks).
 */
export async function openPage(
  browser: Browser | BrowserContext,
  url: string,
  /** Takes a local request the test wants to hold back (it then continues or aborts it itself). */
  holds?: (request: HTTPRequest) => boolean,
): Promise<RecordedPage> {
  const page = await browser.newPage();
  const record: RecordedPage = { page, consoleErrors: [], pageErrors: [], requests: [], blockedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') record.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) =>
    record.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await recordOffMachineSockets(page, record.blockedRequests);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const requestUrl = request.url();
    record.requests.push(requestUrl);
    if (isLocalUrl(requestUrl)) {
      if (holds?.(request)) return;
      void request.continue();
    } else {
      record.blockedRequests.push(requestUrl);
      void request.abort('blockedbyclient');
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  return record;
}

/**
 * One Chromium for the test file and a fresh browser context (no storage shared between tests)
 * per call of the returned function; the contexts close after each test, the browser after all.
 */
export function useFreshContexts(): () => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    while (contexts.length > 0) await contexts.pop()?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async () => {
    if (!browser) throw new Error('useFreshContexts: the browser starts in beforeAll');
    const context = await browser.createBrowserContext();
    contexts.push(context);
    return context;
  };
}
