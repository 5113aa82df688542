import type { Browser, HTTPResponse, Page } from 'puppeteer';
import { gzipSize } from './gzip-size';
import { DEEP_QUERY } from './open-speed';

/** Gzipped bytes of JavaScript and CSS a page received. */
export interface LoadedBytes {
  js: number;
  css: number;
  files: string[];
}

/** What a host page loads before any click and once the modal is open, and how fast it opens. */
export interface HostLoad {
  beforeClick: LoadedBytes;
  afterOpen: LoadedBytes;
  openMs: number;
}

const isJs = (type: string): boolean => /javascript|ecmascript/.test(type);
/** The dev wallets stand in for browser extensions: a real user's wallet costs the page nothing. */
const WALLET_STAND_INS = new Set(['/dev-wallet.js', '/dev-solana-wallet.js', '/dev-bitcoin-wallet.js']);
const isWalletStandIn = (url: string): boolean => WALLET_STAND_INS.has(new URL(url).pathname);
const isCss = (type: string): boolean => type.includes('text/css');

/** Records every JS and CSS response of a page, keyed by URL so a file is counted once. */
function recordResponses(page: Page): { snapshot(): LoadedBytes; settled(): Promise<void> } {
  const sizes = new Map<string, { kind: 'js' | 'css'; bytes: number }>();
  const pending = new Set<Promise<void>>();
  const failures: string[] = [];
  page.on('response', (response: HTTPResponse) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = isJs(type) ? 'js' : isCss(type) ? 'css' : null;
    if (!kind || sizes.has(response.url()) || isWalletStandIn(response.url())) return;
    const task = response
      .buffer()
      .then((body) => void sizes.set(response.url(), { kind, bytes: gzipSize(body) }))
      // A body Chromium can no longer give (the page closed under a late request) must not crash
      // the run; a snapshot taken while one is missing throws instead of under-counting.
      .catch((error: unknown) => void failures.push(`${response.url()}: ${String(error)}`))
      .finally(() => pending.delete(task));
    pending.add(task);
  });
  return {
    snapshot() {
      if (failures.length > 0) throw new Error(`could not read response bodies: ${failures.join('; ')}`);
      const loaded: LoadedBytes = { js: 0, css: 0, files: [] };
      for (const [url, { kind, bytes }] of sizes) {
        loaded[kind] += bytes;
        loaded.files.push(new URL(url).pathname);
      }
      return loaded;
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/**
 * Clicks the connect button and resolves with the milliseconds until the dialog has a box on
 * screen (whichever tags the page uses: w3m-* or appkit-*). Written as page source so the runner's
 * transpiler cannot inject helpers into it.
 */
const CLICK_AND_TIME_OPEN = `new Promise((resolve, reject) => {
  ${DEEP_QUERY}
  const button = deepAll(document, '[data-testid="connect-button"]')[0];
  if (!button) return reject(new Error('connect button not rendered'));
  const start = performance.now();
  const poll = () => {
    const card = deepAll(document, '[data-testid="w3m-modal-card"]')[0];
    const box = card?.getBoundingClientRect();
    // The card stays visibility:hidden until its parts have rendered: that is when the user sees it.
    const shown = card && card.checkVisibility({ visibilityProperty: true });
    if (box && box.width > 0 && box.height > 0 && shown) resolve(performance.now() - start);
    else requestAnimationFrame(poll);
  };
  button.click();
  poll();
})`;

async function clickAndTimeOpen(page: Page): Promise<number> {
  const elapsed: unknown = await page.evaluate(CLICK_AND_TIME_OPEN);
  if (typeof elapsed !== 'number') throw new Error('the open timing did not return a number');
  return elapsed;
}

/** Loads `url` in a fresh page with the cache off and measures one open of the modal. */
export async function measureHostLoad(browser: Browser, url: string): Promise<HostLoad> {
  const page = await browser.newPage();
  try {
    await page.setCacheEnabled(false);
    const responses = recordResponses(page);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true });
    await responses.settled();
    const beforeClick = responses.snapshot();
    const openMs = await clickAndTimeOpen(page);
    await page.waitForNetworkIdle({ idleTime: 100 });
    await responses.settled();
    return { beforeClick, afterOpen: responses.snapshot(), openMs };
  } finally {
    await page.close();
  }
}
