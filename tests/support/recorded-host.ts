import type { BrowserContext, Page } from 'puppeteer';
import { isLocalUrl, recordOffMachineSockets } from './browser';
import { byTestId } from './shell-page';

/** A page of the plain HTML host and what happened on it. */
export interface RecordedHost {
  page: Page;
  /** Uncaught exceptions and unhandled rejections of the page. */
  pageErrors: string[];
  /** Requests headed off this machine (aborted), and WebSockets opened to one. */
  offMachine: string[];
}

/** What {@link openRecordedHost} sets up before the page's own scripts run. */
export interface HostSetup {
  /** The Dev Wallet's chains (it auto-approves everything). */
  walletChains: Array<{ chainId: number; rpcUrl: string; name: string }>;
  /** Page source run before any script of every document of the page (e.g. seeding storage). */
  initScript?: string;
}

/**
 * Opens the plain HTML host in `context` with the Dev Wallet configured, runs `initScript` before
 * the page's own createAppKit, records page errors, aborts and records off-machine requests, and
 * waits for the connect button.
 */
export async function openRecordedHost(
  context: BrowserContext,
  url: string,
  setup: HostSetup,
): Promise<RecordedHost> {
  const page = await context.newPage();
  const host: RecordedHost = { page, pageErrors: [], offMachine: [] };
  page.on('pageerror', (error) =>
    host.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await recordOffMachineSockets(page, host.offMachine);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isLocalUrl(request.url())) return void request.continue();
    host.offMachine.push(request.url());
    void request.abort('blockedbyclient');
  });
  const walletConfig = JSON.stringify({ autoApprove: true, chains: setup.walletChains });
  // Read by the Dev Wallet at start, before the init script may make storage throw.
  await page.evaluateOnNewDocument(
    (config: string) => localStorage.setItem('dev-wallet:config', config),
    walletConfig,
  );
  if (setup.initScript) await page.evaluateOnNewDocument(setup.initScript);
  await page.goto(url, { waitUntil: 'load' });
  // Again in code, for a page whose storage the init script made unreadable.
  await page.evaluate(
    (config: string) =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure(
        JSON.parse(config) as object,
      ),
    walletConfig,
  );
  await page.waitForSelector(byTestId('connect-button'), { visible: true });
  return host;
}
