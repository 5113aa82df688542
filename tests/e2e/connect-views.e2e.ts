// Connect views end to end on the plain HTML host with the Dev Wallet (EIP-6963): the Connect
// list, All wallets (search, a virtualised list of 2,000 entries, keyboard), and
// ConnectingExternal's error and Retry when the wallet rejects.
import { readFileSync } from 'node:fs';
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { localhost } from '../../src/networks';
import { isLocalUrl, launchBrowser } from '../support/browser';
import { focusIsInsideDialog, focusedTestId } from '../support/focus';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();

const DEV_WALLET = 'dev.w3m-elements.wallet';
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369';
const sel = (testId: string): string => `pierce/[data-testid="${testId}"]`;

interface RecordedPage {
  page: Page;
  pageErrors: string[];
  blockedRequests: string[];
}

/** The wallet's default chain URLs (8545, 8546) forwarded to this run's chains. */
function chainPortMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [from, to] of [
    ['http://127.0.0.1:8545', stack.urls.evm],
    ['http://127.0.0.1:8546', stack.urls.evm2],
  ] as const) {
    const target = new URL(to).origin;
    if (target !== from) map.set(from, target);
  }
  return map;
}

/** Opens the plain HTML host: local-only networking, the chains forwarded to this run's stack. */
async function openHtmlHost(browser: Browser): Promise<RecordedPage> {
  const page = await browser.newPage();
  const recorded: RecordedPage = { page, pageErrors: [], blockedRequests: [] };
  const ports = chainPortMap();
  page.on('pageerror', (error) =>
    recorded.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (!isLocalUrl(url)) {
      recorded.blockedRequests.push(url);
      void request.abort('blockedbyclient');
      return;
    }
    const origin = new URL(url).origin;
    const forwarded = ports.get(origin);
    void request.continue(forwarded ? { url: forwarded + url.slice(origin.length) } : {});
  });
  await page.goto(stack.urls.html, { waitUntil: 'load' });
  return recorded;
}

/** Labels and tags of the rows (wui-list-item) inside a view, in DOM order. */
function rowsOf(page: Page, viewTag: string): Promise<Array<{ label: string; tag: string | null }>> {
  return page.evaluate((tag: string) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector(tag);
      if (hit) return hit;
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot ? find(element.shadowRoot) : null;
        if (inner) return inner;
      }
      return null;
    };
    const view = find(document);
    const items = Array.from(view?.shadowRoot?.querySelectorAll('wui-list-item') ?? []);
    return items.map((item) => {
      const row = item as Element & { label?: string; tag?: string };
      return { label: String(row.label), tag: row.tag ?? null };
    });
  }, viewTag);
}

// Page-side helpers, as source text (evaluated in the page, never transformed for Node).
const FIND_VIEW = `(tag) => {
  const find = (root) => {
    const hit = root.querySelector(tag);
    if (hit) return hit;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  return find(document);
}`;

/**
 * Calls createAppKit again on the page, through the very module the page loaded (so the elements
 * see the same stores), with the local chain (which starts EIP-6963 discovery) and `customWallets`
 * generated wallets. A string, not a function: the test transform must not touch the import().
 */
async function configureAppKit(page: Page, customWallets = 0): Promise<void> {
  const network = JSON.stringify(localhost);
  await page.evaluate(`(async () => {
    const { createAppKit } = await import('/lib/index.esm.js');
    const customWallets = Array.from({ length: ${customWallets} }, (_, i) => ({
      id: 'test-' + (i + 1),
      name: 'Test Wallet ' + (i + 1),
      homepage: 'https://wallet-' + (i + 1) + '.example/',
    }));
    createAppKit({ networks: [${network}], customWallets });
  })()`);
}

/** axe-core's findings inside the modal: rule id and the first offending node, per violation. */
async function axeViolations(page: Page): Promise<Array<{ id: string; target: string }>> {
  const loaded = await page.evaluate(`typeof window.axe === 'object'`);
  if (!loaded) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return (await page.evaluate(
    `axe.run(document.querySelector('w3m-modal')).then((result) => result.violations.map((v) => ({ id: v.id, target: v.nodes[0].target.join(' > ') })))`,
  )) as Array<{ id: string; target: string }>;
}

async function openConnect(page: Page): Promise<void> {
  await (await page.waitForSelector(sel('connect-button'), { visible: true }))!.click();
  await page.waitForSelector(sel(`wallet-selector-${DEV_WALLET}`), { visible: true });
}

/** Opens All Wallets (the row is re-rendered as the wallet list arrives: see pressTestId). */
async function openAllWallets(page: Page): Promise<void> {
  await pressTestId(page, 'all-wallets');
  await page.waitForSelector(sel('w3m-all-wallets-search'), { visible: true });
}

/** Presses Tab until the element with this test id has focus; fails after 40 presses. */
async function pressTabUntil(page: Page, testId: string): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if ((await focusedTestId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}; focus is on ${String(await focusedTestId(page))}`);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('connect views (plain HTML host, Dev Wallet)', () => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openHtmlHost(browser);
  });

  /** The host page plus the local chain; the 2,000-wallet test adds its wallets. */
  async function configured(customWallets = 0): Promise<Page> {
    await configureAppKit(recorded.page, customWallets);
    return recorded.page;
  }

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await recorded.page.close();
  });

  test('Connect lists the Dev Wallet first, tagged Installed, and an All wallets entry with the count', async () => {
    const page = await configured();
    await openConnect(page);
    // The count appears once the (lazily loaded) wallet list is in.
    await page.waitForFunction(
      `(${FIND_VIEW})('w3m-connect-view')?.shadowRoot?.querySelector('li:last-child wui-list-item')?.tag !== undefined`,
    );
    const rows = await rowsOf(page, 'w3m-connect-view');
    expect(rows[0]).toEqual({ label: 'Dev Wallet', tag: 'Installed' });
    expect(rows.at(-1)?.label).toBe('All Wallets');
    expect(Number(rows.at(-1)?.tag)).toBeGreaterThanOrEqual(20);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('All wallets: installed first; searching "rain" finds Rainbow after the debounce', async () => {
    const page = await configured();
    await openConnect(page);
    await openAllWallets(page);
    expect((await rowsOf(page, 'w3m-all-wallets-view'))[0]).toEqual({
      label: 'Dev Wallet',
      tag: 'Installed',
    });
    // The clear button is hidden in place while the box is empty: typing does not resize the field.
    const field = `(${FIND_VIEW})('w3m-all-wallets-view').shadowRoot.querySelector('wui-search-input').shadowRoot`;
    const fieldState = () =>
      page.evaluate(
        `({ width: ${field}.querySelector('input').getBoundingClientRect().width, clear: ${field}.querySelector('.clear').checkVisibility({ visibilityProperty: true }) })`,
      ) as Promise<{ width: number; clear: boolean }>;
    const empty = await fieldState();
    expect(empty.clear).toBe(false);
    await page.type(sel('w3m-all-wallets-search'), 'rain');
    const typed = await fieldState();
    expect(typed.clear).toBe(true);
    // Within a pixel: the view may still be easing in (243.9999 against 244 on a busy machine);
    // a clear button that took its room back would move it by 32 px.
    expect(Math.abs(typed.width - empty.width)).toBeLessThan(1);
    await page.waitForSelector(sel(`wallet-selector-${RAINBOW}`), { visible: true });
    await page.waitForFunction(
      `(${FIND_VIEW})('w3m-all-wallets-view')?.shadowRoot?.querySelectorAll('wui-list-item').length === 1`,
    );
    expect(await rowsOf(page, 'w3m-all-wallets-view')).toEqual([{ label: 'Rainbow', tag: null }]);
    const status = await page.evaluate(
      `(${FIND_VIEW})('w3m-all-wallets-view').shadowRoot.querySelector('[role="status"]').textContent`,
    );
    expect(status).toBe('1 wallet');
  });

  test('2,000 wallets: the DOM holds a small window of rows, the last entry is reachable by scrolling and by keyboard', async () => {
    const page = await configured(2000);
    await openConnect(page);
    await openAllWallets(page);
    const view = `(${FIND_VIEW})('w3m-all-wallets-view').shadowRoot`;
    await page.waitForFunction(
      `/^[\\d,]+ wallets$/.test(${view}.querySelector('[role="status"]').textContent)`,
    );
    const total = Number(
      String(await page.evaluate(`${view}.querySelector('[role="status"]').textContent`))
        .split(' ')[0]
        ?.replaceAll(',', ''),
    );
    expect(total).toBeGreaterThanOrEqual(2020);

    // Scroll to the bottom until the last entry is rendered (pages of 40 load as the window needs them).
    await page.waitForFunction(
      `(() => {
        const root = ${view};
        const scroller = root.querySelector('.scroller');
        scroller.scrollTop = scroller.scrollHeight;
        return Array.from(root.querySelectorAll('wui-list-item')).some((row) => row.label === 'Test Wallet 2000');
      })()`,
      { polling: 100 },
    );
    const rendered = Number(await page.evaluate(`${view}.querySelectorAll('[role="listitem"]').length`));
    expect(rendered).toBeLessThan(60);
    const last = await page.waitForSelector(sel('wallet-selector-test-2000'), { visible: true });
    const [lastBox, scrollerBox] = await Promise.all([
      last!.boundingBox(),
      page.evaluate(
        `(() => { const r = ${view}.querySelector('.scroller').getBoundingClientRect(); return { y: r.y, height: r.height }; })()`,
      ) as Promise<{ y: number; height: number }>,
    ]);
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(scrollerBox.y + scrollerBox.height + 1);
    expect(
      await page.evaluate(
        `${view}.querySelector('[role="listitem"]:last-child').getAttribute('aria-posinset')`,
      ),
    ).toBe(String(total));

    // Keyboard: from the last row, ArrowUp moves one up and Home jumps to the first row.
    await last!.focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(
      `(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a && a.getAttribute('data-testid') === 'wallet-selector-test-1999'; })()`,
    );
    await page.keyboard.press('Home');
    await page.waitForFunction(
      `(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a && a.getAttribute('data-testid') === 'wallet-selector-${DEV_WALLET}'; })()`,
    );
    expect(Number(await page.evaluate(`${view}.querySelectorAll('[role="listitem"]').length`))).toBeLessThan(
      60,
    );
  });

  test('keyboard only: Tab to the button, Enter, Tab to the Dev Wallet, Enter connects; focus returns to the page', async () => {
    const page = await configured();
    await page.evaluate(() => {
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        autoApprove: true,
      });
    });
    await pressTabUntil(page, 'connect-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector(sel(`wallet-selector-${DEV_WALLET}`), { visible: true });
    expect(await focusIsInsideDialog(page)).toBe(true);
    await pressTabUntil(page, `wallet-selector-${DEV_WALLET}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await page.waitForSelector(sel('account-button'), { visible: true });
    expect(await focusIsInsideDialog(page)).toBe(false);
  });

  test('ConnectingExternal: a rejecting wallet shows its message and Retry; Retry connects once the wallet approves', async () => {
    const page = await configured();
    await page.evaluate(() => {
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        rejectAll: true,
      });
    });
    await openConnect(page);
    await (await page.waitForSelector(sel(`wallet-selector-${DEV_WALLET}`), { visible: true }))!.click();
    const error = await page.waitForSelector(sel('w3m-connecting-error'), { visible: true });
    expect(((await error!.evaluate((el) => el.textContent)) ?? '').trim()).not.toBe('');
    await page.waitForSelector(sel('w3m-connecting-retry'), { visible: true });

    await page.evaluate(() => {
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        rejectAll: false,
        autoApprove: true,
      });
    });
    await (await page.waitForSelector(sel('w3m-connecting-retry'), { visible: true }))!.click();
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await page.waitForSelector(sel('account-button'), { visible: true });
  });
});
