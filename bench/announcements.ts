// 10,000 EIP-6963 announcements (issue 23): how long the page's announce loop blocks the main
// thread, and the click → Connect view time that follows. Reported, not asserted.
import type { Browser } from 'puppeteer';
import type { DevServer } from '../dev/server';

/** Milliseconds of one flood of announcements and of the open that follows. */
export interface AnnouncementWork {
  /** The synchronous dispatch of every announcement (what the wallets' script is blocked for). */
  announceMs: number;
  /** From the end of the flood until the kit has taken every wallet in (two frames drawn). */
  settleMs: number;
  /** Click on Connect → the Connect view's first wallet row on screen. */
  openMs: number;
}

/** Page source: announces `count` wallets, each with its own rdns, and times the loop and its settling. */
const FLOOD = (count: number): string => `new Promise((done) => {
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
  const provider = { request: () => Promise.reject(new Error('bench')), on() {}, removeListener() {} };
  const details = Array.from({ length: ${count} }, (_, index) => {
    const uuid = '00000000-0000-4000-8000-' + String(index).padStart(12, '0');
    return { info: { uuid, name: 'Flood ' + index, icon, rdns: 'com.flood.w' + index }, provider };
  });
  const announceAll = () => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  // As wallets do: announce now and again on every eip6963:requestProvider.
  window.addEventListener('eip6963:requestProvider', announceAll);
  const start = performance.now();
  announceAll();
  const announced = performance.now();
  requestAnimationFrame(() => requestAnimationFrame(() =>
    done({ announceMs: announced - start, settleMs: performance.now() - announced })));
})`;

/** Floods the plain HTML host with `count` announcements, then opens Connect. */
export async function measureAnnouncements(
  browser: Browser,
  server: DevServer,
  count = 10_000,
): Promise<AnnouncementWork> {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/html/`, { waitUntil: 'networkidle0' });
    const button = await page.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true });
    const flood = (await page.evaluate(FLOOD(count))) as Omit<AnnouncementWork, 'openMs'>;
    const clicked = Date.now();
    await button!.click();
    await page.waitForSelector('pierce/[data-testid="wallet-selector-dev.w3m-elements.wallet"]', {
      visible: true,
      timeout: 120_000,
    });
    return { ...flood, openMs: Date.now() - clicked };
  } finally {
    await page.close();
  }
}
