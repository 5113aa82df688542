// The open path: a click shows the card with its content from the first visible frame (never a
// header over an empty body that fills in later, nor rows with empty logo tiles), in the lazy build
// (plain HTML host) and in the custom-elements build (React host, bundled by esbuild); hovering the
// button starts the loads. How many round trips each load takes: open-path-rounds.e2e.ts.
import type { Browser } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { byTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const hosts: Array<[string, () => string]> = [
  ['plain HTML (lazy loader)', () => stack.urls.html],
  ['React (custom elements, bundled)', () => stack.urls.demo],
];

/** What one animation frame showed of the card between the click and the Connect rows. */
interface Frame {
  visible: boolean;
  cardHeight: number;
  headerHeight: number;
  rows: number;
  /** Logo tiles drawn empty, their logo still on its way. */
  emptyTiles: number;
}

/**
 * Clicks the element with test id `trigger`, then samples every frame until a row matching `rows`
 * is on screen in the visible card; page source, so the test transpiler adds no helpers to it.
 */
const recordFrames = (trigger: string, rows: string): string => `new Promise((resolve, reject) => {
  const deepAll = (root, selector, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) deepAll(element.shadowRoot, selector, found);
    }
    return found;
  };
  const button = deepAll(document, '[data-testid="${trigger}"]')[0];
  if (!button) return reject(new Error('no ${trigger}'));
  const frames = [];
  const sample = () => {
    const card = deepAll(document, '[data-testid="w3m-modal-card"]')[0];
    const visible = Boolean(card && card.checkVisibility({ visibilityProperty: true, opacityProperty: false }));
    const header = card && card.querySelector('w3m-header');
    const shown = card
      ? deepAll(card, '${rows}').filter((row) => row.getBoundingClientRect().height > 0).length
      : 0;
    frames.push({
      visible,
      cardHeight: card ? card.getBoundingClientRect().height : 0,
      headerHeight: header ? header.getBoundingClientRect().height : 0,
      rows: shown,
      emptyTiles: card ? deepAll(card, '.image.placeholder').length : 0,
    });
    if (visible && shown > 0) resolve(frames);
    else if (frames.length > 2000) reject(new Error('no rows after 2000 frames'));
    else requestAnimationFrame(sample);
  };
  button.click();
  sample();
})`;

/** The connect button's click, sampled until a Connect row is on screen. */
const RECORD_OPEN = recordFrames(
  'connect-button',
  '[data-testid^="wallet-selector-"], [data-testid="all-wallets"]',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each(hosts)('%s host', (_name, urlOf) => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, urlOf());
    await recorded.page.waitForSelector(byTestId('connect-button'), { visible: true });
    await recorded.page.waitForNetworkIdle({ idleTime: 200 });
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  test('from click to rows, no visible frame shows the card without its content', async () => {
    // A slow phone's CPU widens the gap a waterfall would leave between the header and the view.
    const session = await recorded.page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const frames = (await recorded.page.evaluate(RECORD_OPEN)) as Frame[];
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Collapsed: a visible card with no row, or hardly taller than its header (a strip still growing).
    const collapsed = frames.filter(
      (frame) => frame.visible && (frame.rows === 0 || frame.cardHeight < frame.headerHeight + 100),
    );
    expect(collapsed).toEqual([]);
    // The recommended wallets' logos come with the view, not a round trip after its rows.
    expect(frames.filter((frame) => frame.visible && frame.emptyTiles > 0)).toEqual([]);
  });

  test("AllWallets' first frame draws its first screen's rows with their logos", async () => {
    const page = recorded.page;
    await page.click(byTestId('connect-button'));
    await page.waitForSelector(byTestId('all-wallets'), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 200 });
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const frames = (await page.evaluate(
      recordFrames('all-wallets', '[data-testid="w3m-all-wallets-list"] wui-list-item'),
    )) as Frame[];
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(frames.filter((frame) => frame.visible && frame.rows > 0 && frame.emptyTiles > 0)).toEqual([]);
  });

  test('a pointer resting on the button starts loading the open path before any click', async () => {
    const page = recorded.page;
    const before = recorded.requests.filter((url) => url.endsWith('.js')).length;
    await page.hover(byTestId('connect-button'));
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(recorded.requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(before);
    // Nothing opened: the loads only prepare the click.
    expect(await page.$(byTestId('w3m-modal-card'))).toBeNull();
  });
});
