// AllWallets against a 2,000-wallet registry: main-thread work (Chromium's ScriptDuration plus
// LayoutDuration and RecalcStyleDuration, at 4x CPU: a layout a render forces counts too) to open
// the view and for each search keystroke, and the script part of it alone (ScriptDuration: the
// issue's "script work"). Reported, not asserted.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer';
import type { DevServer } from '../dev/server';
import { registryFixture, serveRegistry } from './registry-fixture';

/** Main-thread milliseconds of one open of AllWallets and of each search keystroke. */
export interface AllWalletsWork {
  /** Script, layout and style. */
  openMs: number;
  /** Script alone. */
  openScriptMs: number;
  /** Script, layout and style, per key. */
  keystrokeMs: number[];
  /** Script alone, per key. */
  keystrokeScriptMs: number[];
  /** The longest main-thread task seen during the keystrokes (the jank a user feels). */
  longestTaskMs: number;
}

/** Main-thread milliseconds so far: all of script, layout and style, and script alone. */
interface WorkSoFar {
  all: number;
  script: number;
}

const WORK_METRICS = new Set(['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration']);
const SCRIPT_METRICS = new Set(['ScriptDuration']);

async function workSoFar(session: CDPSession): Promise<WorkSoFar> {
  const { metrics } = await session.send('Performance.getMetrics');
  const sum = (names: ReadonlySet<string>) =>
    metrics.filter((metric) => names.has(metric.name)).reduce((total, m) => total + m.value, 0) * 1000;
  return { all: sum(WORK_METRICS), script: sum(SCRIPT_METRICS) };
}

/** The work done since `before`. */
async function workSince(session: CDPSession, before: WorkSoFar): Promise<WorkSoFar> {
  const now = await workSoFar(session);
  return { all: now.all - before.all, script: now.script - before.script };
}

/** The registry's requests are answered and two frames have drawn the result. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 150 });
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/**
 * Settles until `selector` is in the page, checking once per settle. Not waitForSelector: its
 * per-frame polling (a query through every shadow root plus a visibility check that forces style
 * and layout) ran inside the measured window and was counted as the view's own work.
 */
async function settleUntil(page: Page, selector: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await settle(page);
    if (await page.$(selector)) return;
  }
  throw new Error(`${selector} never appeared`);
}

/** Writes a page whose createAppKit reads the wallet list from `registryUrl`. */
async function writePage(site: string, registryUrl: string): Promise<string> {
  const dir = join(site, 'bench-all-wallets');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'main.js'),
    `import { createAppKit } from '/lib/index.esm.js';\ncreateAppKit({ walletRegistryUrl: ${JSON.stringify(registryUrl)} });\n`,
  );
  await writeFile(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8" /><title>AllWallets bench</title>',
      '<script type="module" src="/lib/w3m-elements.esm.js"></script>',
      '<script type="module" src="./main.js"></script>',
      '</head><body><w3m-button></w3m-button><w3m-modal></w3m-modal></body></html>',
    ].join('\n'),
  );
  return '/bench-all-wallets/';
}

/** Opens AllWallets on a 2,000-wallet registry and types a search, at 4x CPU. */
export async function measureAllWallets(
  browser: Browser,
  server: DevServer,
  site: string,
  query = 'aurora vault',
): Promise<AllWalletsWork> {
  const path = await writePage(site, serveRegistry(server, registryFixture(2000)));
  const page = await browser.newPage();
  try {
    await page.goto(server.url + path, { waitUntil: 'networkidle0' });
    const session = await page.createCDPSession();
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await (await page.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true }))!.click();
    const allWallets = await page.waitForSelector('pierce/[data-testid="all-wallets"]', { visible: true });
    await settle(page);
    const beforeOpen = await workSoFar(session);
    await allWallets!.click();
    const firstRow = 'pierce/[data-testid="wallet-selector-bench-wallet-0"]';
    await settleUntil(page, firstRow);
    const open = await workSince(session, beforeOpen);
    await page.waitForSelector(firstRow, { visible: true });

    await page.evaluate(`(() => {
      window.__longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    })()`);
    const input = await page.waitForSelector('pierce/input[data-testid="w3m-all-wallets-search"]', {
      visible: true,
    });
    // Focused (and its focus ring drawn) before the first key's window opens.
    await input!.focus();
    await settle(page);
    const keystrokes: WorkSoFar[] = [];
    for (const key of query) {
      const before = await workSoFar(session);
      // The keyboard, not input.type(): that focuses the element again (a script call) each key.
      await page.keyboard.type(key);
      // The view searches after a 500 ms pause (SPEC §9): wait it out, then for the answer.
      await new Promise((done) => setTimeout(done, 600));
      await settle(page);
      keystrokes.push(await workSince(session, before));
    }
    const longestTaskMs = Number(await page.evaluate('window.__longestTask'));
    return {
      openMs: open.all,
      openScriptMs: open.script,
      keystrokeMs: keystrokes.map((work) => work.all),
      keystrokeScriptMs: keystrokes.map((work) => work.script),
      longestTaskMs,
    };
  } finally {
    await page.close();
  }
}
