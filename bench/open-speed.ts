import type { Browser, Page } from 'puppeteer';

/** How the page is slowed down while one open is timed. */
export interface OpenProfile {
  label: string;
  /** Chromium CPU slow-down factor (4 = a mid-range phone). */
  cpuRate: number;
  /** Network emulation (Chromium's, through CDP); none means the local server's speed. */
  network?: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number };
  /** A pointer rests on the button this long before the click (a real user's hover). */
  hoverMs: number;
}

/** Deep query through open shadow roots, as page source so the runner adds no helpers. */
export const DEEP_QUERY = `function deepAll(root, selector, found = []) {
  for (const element of root.querySelectorAll('*')) {
    if (element.matches(selector)) found.push(element);
    if (element.shadowRoot) deepAll(element.shadowRoot, selector, found);
  }
  return found;
}`;

/**
 * Page source that clicks the connect button and samples every frame. It resolves with the
 * milliseconds until a wallet row of the Connect view has a box on screen inside the visible card
 * (what the user came for); with `complete`, with `{ rowsMs, completeMs }`, where completeMs is
 * when no row draws an empty logo tile any more (a logo still on its way: the view not yet whole).
 */
function clickAndTime(complete: boolean): string {
  return `new Promise((resolve, reject) => {
  ${DEEP_QUERY}
  const button = deepAll(document, '[data-testid="connect-button"]')[0];
  if (!button) return reject(new Error('connect button not rendered'));
  const start = performance.now();
  let rowsMs;
  const poll = () => {
    const card = deepAll(document, '[data-testid="w3m-modal-card"]')[0];
    const shown = card && card.checkVisibility({ visibilityProperty: true });
    const row = shown && deepAll(card, '[data-testid^="wallet-selector-"], [data-testid="all-wallets"]')
      .find((element) => element.getBoundingClientRect().height > 0);
    if (row && rowsMs === undefined) rowsMs = performance.now() - start;
    if (rowsMs !== undefined && !${complete}) resolve(rowsMs);
    else if (rowsMs !== undefined && deepAll(card, '.image.placeholder').length === 0)
      resolve({ rowsMs, completeMs: performance.now() - start });
    else if (performance.now() - start > 30000) reject(new Error('no whole Connect view within 30 s'));
    else requestAnimationFrame(poll);
  };
  button.click();
  poll();
})`;
}

/** Clicks the connect button and resolves with the milliseconds until a Connect row is on screen. */
export const CLICK_AND_TIME_ROWS = clickAndTime(false);

/** Like CLICK_AND_TIME_ROWS, and also times the whole view: `{ rowsMs, completeMs }`. */
export const CLICK_AND_TIME_VIEW = clickAndTime(true);

/** One open's timings: a Connect row on screen, and every row with its logo drawn. */
export interface OpenTimes {
  rowsMs: number;
  completeMs: number;
}

/** Slows `page` down as `profile` says (CPU, and the network if it has one). */
export async function applyProfile(page: Page, profile: OpenProfile): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBitsPerSecond / 8,
      uploadThroughput: profile.network.uploadBitsPerSecond / 8,
    });
  }
}

/** Loads `url` fresh (no cache), applies `profile` and times click → Connect rows and the whole view once. */
export async function timeClickToRows(
  browser: Browser,
  url: string,
  profile: OpenProfile,
): Promise<OpenTimes> {
  const page = await browser.newPage();
  try {
    await page.setCacheEnabled(false);
    await page.goto(url, { waitUntil: 'networkidle0' });
    const button = await page.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true });
    await applyProfile(page, profile);
    if (profile.hoverMs > 0) {
      await button!.hover();
      // A bench, not a test: the pause is the user's hover being measured.
      await new Promise((done) => setTimeout(done, profile.hoverMs));
    }
    const times = (await page.evaluate(CLICK_AND_TIME_VIEW)) as Partial<OpenTimes> | null;
    if (typeof times?.rowsMs !== 'number' || typeof times.completeMs !== 'number')
      throw new Error('the open timing did not return its two numbers');
    return { rowsMs: times.rowsMs, completeMs: times.completeMs };
  } finally {
    await page.close();
  }
}

/** The phone profile's network: a 150 ms round trip and 1.6 Mbps down (Chromium's emulation). */
export const PHONE_NETWORK = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};

/** The profiles of the issue "Open fast and stay small": 4x CPU, and a phone on a slow network. */
export const OPEN_PROFILES: OpenProfile[] = [
  { label: '4x CPU, no hover', cpuRate: 4, hoverMs: 0 },
  { label: '4x CPU, 150 ms hover', cpuRate: 4, hoverMs: 150 },
  ...[0, 150].map((hoverMs) => ({
    label: `phone (4x CPU, 150 ms RTT, 1.6 Mbps), ${hoverMs ? '150 ms hover' : 'no hover'}`,
    cpuRate: 4,
    network: PHONE_NETWORK,
    hoverMs,
  })),
];
