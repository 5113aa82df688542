// What loads when, recorded from the scripts the browser requests: views load on demand in both
// builds (the lazy loader of the plain HTML host, and the custom-elements build bundled by the
// React host), and a disabled optional panel loads no code at all.
import type { Browser } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  byTestId,
  clickTestId,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  waitForText,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

/** Tags of the optional panels (SPEC §2: email, socials, swaps, send, receive, onramp, history, pay). */
const OPTIONAL_PANEL =
  /w3m-[a-z-]*(email|social|farcaster|swap|send|receive|onramp|transactions|history|pay)[a-z-]*/;
const ENTRY_TAGS = new Set(['w3m-button', 'w3m-connect-button', 'w3m-modal']);
const ALL_FEATURES_OFF = {
  email: false,
  socials: false,
  swaps: false,
  send: false,
  receive: false,
  onramp: false,
  history: false,
  pay: false,
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const scriptsOf = (urls: string[]): string[] =>
  urls.filter((url) => new URL(url).pathname.endsWith('.js')).map((url) => new URL(url).pathname);

/**
 * The lazy loader's bundle table: bundle file name -> the tags it defines. The loader lists the
 * entry elements; every other row is in w3m-late-tags.js (scripts/split-lazy-registry.ts).
 */
async function lazyBundleTags(baseUrl: string): Promise<Map<string, string[]>> {
  const read = async (path: string): Promise<string> => (await fetch(new URL(path, baseUrl))).text();
  const tables = [await read('/lib/w3m-elements.esm.js'), await read('/lib/w3m-late-tags.js')];
  const table = new Map<string, string[]>();
  for (const piece of tables.join('').split('["p-').slice(1)) {
    const id = `p-${piece.slice(0, piece.indexOf('"'))}`;
    // Component entries are [flags, "tag", …] with the kit's tag prefixes; member entries such as
    // [1, "loading-label"] never start with one.
    const tags = [...piece.matchAll(/\[\d+,"((?:w3m|wui|appkit)-[a-z0-9-]+)"/g)].map((match) => match[1]!);
    if (tags.length > 0) table.set(`/lib/${id}.entry.js`, tags);
  }
  if (table.size === 0) throw new Error('no bundle table found in the lazy loader');
  return table;
}

describe('lazy build (plain HTML host), every optional feature off', () => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, stack.urls.html);
    await recorded.page.waitForSelector(byTestId('connect-button'), { visible: true });
    await createHtmlHostKit(recorded.page, {
      networks: [localNetwork(stack.urls.evm)],
      features: ALL_FEATURES_OFF,
    });
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  test('before a click only the entry elements load; opening loads the shell and Connect, no panel', async () => {
    const { page } = recorded;
    const table = await lazyBundleTags(stack.urls.html);
    const tagsOf = (paths: string[]): string[] => paths.flatMap((path) => table.get(path) ?? []);

    await page.waitForNetworkIdle({ idleTime: 100 });
    const beforeClick = scriptsOf(recorded.requests);
    const firstPaintTags = tagsOf(beforeClick);
    expect(firstPaintTags.length).toBeGreaterThan(0);
    expect(firstPaintTags.filter((tag) => !ENTRY_TAGS.has(tag))).toEqual([]);

    await clickTestId(page, 'connect-button');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    await page.waitForNetworkIdle({ idleTime: 100 });
    const opened = tagsOf(scriptsOf(recorded.requests).filter((path) => !beforeClick.includes(path)));
    for (const tag of ['w3m-router', 'w3m-header', 'w3m-connect-view']) expect(opened).toContain(tag);
    expect(opened).not.toContain('w3m-account-view');
    expect(opened).not.toContain('w3m-networks-view');

    // A disabled panel: the router says so and requests nothing.
    const beforeSwap = recorded.requests.length;
    await kitCall(page, 'open', { view: 'Swap' });
    await waitForText(page, 'w3m-header-text', 'Swap');
    await page.waitForNetworkIdle({ idleTime: 100 });
    const afterSwap = tagsOf(scriptsOf(recorded.requests.slice(beforeSwap)));
    expect(afterSwap.filter((tag) => tag.endsWith('-view') || OPTIONAL_PANEL.test(tag))).toEqual([]);
    await page.waitForFunction(() =>
      Boolean(
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('.message'),
      ),
    );
    const everything = tagsOf(scriptsOf(recorded.requests));
    expect(everything.filter((tag) => OPTIONAL_PANEL.test(tag))).toEqual([]);
  });

  test('each view is requested the first time it is shown', async () => {
    const { page } = recorded;
    const table = await lazyBundleTags(stack.urls.html);
    await kitCall(page, 'open', { view: 'Networks' });
    await waitForView(page, 'Networks', 'w3m-networks-view');
    const networksBundle = [...table].find(([, tags]) => tags.includes('w3m-networks-view'))![0];
    expect(scriptsOf(recorded.requests)).toContain(networksBundle);
    const whatIsBundle = [...table].find(([, tags]) => tags.includes('w3m-what-is-a-network-view'))![0];
    expect(scriptsOf(recorded.requests)).not.toContain(whatIsBundle);
  });
});

describe('custom-elements build (React host bundled by esbuild)', () => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, stack.urls.demo);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  /** Whether a served script defines this element (the compact meta of proxyCustomElement). */
  const definitionOf = (tag: string): RegExp => new RegExp(`\\[\\d+,"${tag}"`);

  test('view code arrives only when the view is opened, as its own chunk', async () => {
    const { page } = recorded;
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 100 });
    const beforeClick = scriptsOf(recorded.requests);
    const body = async (path: string): Promise<string> =>
      (await fetch(new URL(path, stack.urls.demo))).text();
    const firstPaint = await Promise.all(beforeClick.map(body));
    for (const tag of [
      'w3m-connect-view',
      'w3m-router',
      'w3m-header',
      'w3m-networks-view',
      'w3m-account-view',
    ]) {
      expect({ tag, defined: firstPaint.some((source) => definitionOf(tag).test(source)) }).toEqual({
        tag,
        defined: false,
      });
    }

    await clickTestId(page, 'connect-button');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    await page.waitForNetworkIdle({ idleTime: 100 });
    const opened = scriptsOf(recorded.requests).filter((path) => !beforeClick.includes(path));
    expect(opened.length).toBeGreaterThan(0);
    const openedSources = await Promise.all(opened.map(body));
    for (const tag of ['w3m-connect-view', 'w3m-router', 'w3m-header']) {
      expect({ tag, defined: openedSources.some((source) => definitionOf(tag).test(source)) }).toEqual({
        tag,
        defined: true,
      });
    }
    expect(openedSources.some((source) => definitionOf('w3m-networks-view').test(source))).toBe(false);
  });
});
