// The open path over a network with latency, in the lazy build (plain HTML host): a click, a later
// view, Connect's panels, WalletConnect's pairing view and the entry buttons' views each load every
// file they need in one round trip, never a level of imports at a time. In an app's own bundle
// (the React demo), WalletConnect's pairing view starts what it loads on first use with its module.
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { BUNDLE_FILES_MODULE } from '../../src/components/dom/late-tags-name';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { bundleFilesTable } from '../support/bundle-files-table';
import { autoApproveDevWallet, byTestId, connectDevWallet } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { shownUri } from '../support/walletconnect';

const stack = stackInfo();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A logo module: which logos to draw is known only once a view's code runs. */
const isLogo = (body: string): boolean => /^var \w+='<svg[^']*';export\{\w+ as default\};?\s*$/.test(body);

/** When a path was first requested during an act, and when the first of those requests ended. */
interface RequestTiming {
  requested: number;
  finished?: number;
}

/**
 * Runs `act` with every response taking at least 100 ms (and the download shared at
 * `downloadBytesPerSecond`, if given) and returns, per path the page requested meanwhile, when it
 * was requested and when it arrived (milliseconds on this process's clock).
 */
async function timedRequests(
  page: Page,
  act: () => Promise<void>,
  downloadBytesPerSecond = -1,
): Promise<Map<string, RequestTiming>> {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: downloadBytesPerSecond,
    uploadThroughput: -1,
  });
  const timings = new Map<string, RequestTiming>();
  const started = new Set<HTTPRequest>();
  const pathOf = (request: HTTPRequest): string => new URL(request.url()).pathname;
  const onRequest = (request: HTTPRequest): void => {
    started.add(request);
    if (!timings.has(pathOf(request))) timings.set(pathOf(request), { requested: performance.now() });
  };
  // A response to a request made before `act` (a connected page's RPC call) is not one of these.
  const onFinished = (request: HTTPRequest): void => {
    const timing = timings.get(pathOf(request));
    if (started.has(request) && timing && timing.finished === undefined) timing.finished = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await act();
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return timings;
}

/** The paths among `timings` requested once one of `among` (all of them if omitted) had arrived. */
function requestedAfterAnArrival(timings: Map<string, RequestTiming>, among?: readonly string[]): string[] {
  const watched = [...timings].filter(([path]) => !among || among.includes(path));
  const firstArrival = Math.min(...watched.map(([, timing]) => timing.finished ?? Number.POSITIVE_INFINITY));
  return watched.filter(([, timing]) => timing.requested >= firstArrival).map(([path]) => path);
}

/**
 * Per path, the round trip it was requested in: 1 before any of the act's responses had arrived,
 * else one more than the latest round among the responses that had arrived by then (the most a
 * request made in answer to an arrival can have waited for).
 */
function requestRounds(timings: Map<string, RequestTiming>): Map<string, number> {
  const byRequest = [...timings].sort(([, a], [, b]) => a.requested - b.requested);
  const rounds = new Map<string, number>();
  for (const [path, timing] of byRequest) {
    const arrived = byRequest.filter(
      ([other, earlier]) => rounds.has(other) && (earlier.finished ?? Infinity) <= timing.requested,
    );
    rounds.set(path, 1 + Math.max(0, ...arrived.map(([other]) => rounds.get(other)!)));
  }
  return rounds;
}

/**
 * Runs `act` with every response taking at least 100 ms and returns the scripts (logos aside) it
 * made the page request after a first response had arrived: each of them is a second round trip.
 */
async function scriptsInLaterRounds(page: Page, act: () => Promise<void>): Promise<string[]> {
  const late = requestedAfterAnArrival(await timedRequests(page, act)).filter((path) => path.endsWith('.js'));
  const bodies = await page.evaluate(
    (files: string[]) => Promise.all(files.map(async (file) => (await fetch(file)).text())),
    late,
  );
  return late.filter((_file, index) => !isLogo(bodies[index]!));
}

/** The files the late-tags module imports for the open path (written by the build), as paths. */
async function openPathFiles(page: Page): Promise<string[]> {
  const lateTags = await page.evaluate(async () => (await fetch('/lib/w3m-late-tags.js')).text());
  return (JSON.parse(/openPath=\(\)=>Promise\.all\((\[[^\]]*\])/.exec(lateTags)![1]!) as string[]).map(
    (file) => file.replace(/^\.\//, '/lib/'),
  );
}

/** Per tag, the files of its bundle as the build lists them (scripts/split-lazy-registry.ts), as paths. */
async function laterBundleFiles(page: Page): Promise<Map<string, string[]>> {
  const table = await page.evaluate(
    async (name) => (await fetch(`/lib/${name}`)).text(),
    BUNDLE_FILES_MODULE,
  );
  return new Map(
    [...bundleFilesTable(table)].map(([tag, files]) => [tag, files.map((file) => `/lib/${file}`)]),
  );
}

/** Opens `url`, then the modal, and waits until Connect shows the row `row` and the page is idle. */
async function openConnectAt(url: string, row: string): Promise<RecordedPage> {
  const recorded = await openPage(browser, url);
  await recorded.page.waitForSelector(byTestId('connect-button'), { visible: true });
  await recorded.page.click(byTestId('connect-button'));
  await recorded.page.waitForSelector(byTestId(row), { visible: true });
  await recorded.page.waitForNetworkIdle({ idleTime: 200 });
  return recorded;
}

/** The host with a secure site, settled: the email field and the default social buttons show on Connect. */
async function openLoginHost(): Promise<{ recorded: RecordedPage; panelFiles: string[] }> {
  const recorded = await openPage(browser, `${stack.urls.html}?email=1`);
  await recorded.page.waitForSelector(byTestId('connect-button'), { visible: true });
  await recorded.page.waitForNetworkIdle({ idleTime: 200 });
  const table = await laterBundleFiles(recorded.page);
  const panelFiles = ['w3m-email-login-field', 'w3m-social-login-list'].flatMap((tag) => table.get(tag)!);
  return { recorded, panelFiles };
}

/** Opens the modal and waits for Connect's panels: the email field and the Google button. */
async function openConnectWithPanels(page: Page): Promise<void> {
  await page.click(byTestId('connect-button'));
  await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
  await page.waitForSelector(byTestId('social-login-google'), { visible: true });
}

describe('plain HTML (lazy loader) host, on a network with latency', () => {
  test("a click requests every file of the open path's bundle, and every other script it needs, in the same round trip", async () => {
    const recorded = await openPage(browser, stack.urls.html);
    const page = recorded.page;
    try {
      await page.waitForSelector(byTestId('connect-button'), { visible: true });
      await page.waitForNetworkIdle({ idleTime: 200 });
      const openPath = await openPathFiles(page);
      expect(openPath.length).toBeGreaterThan(1);
      // Nor does any other script wait for one that arrived (wallet discovery and what it imports).
      const late = await scriptsInLaterRounds(page, async () => {
        await page.click(byTestId('connect-button'));
        await page.waitForSelector(byTestId('all-wallets'), { visible: true });
      });
      // The list of later views' files is fetched once the card shows, for the view that comes next.
      expect(late.filter((file) => !file.endsWith(`/${BUNDLE_FILES_MODULE}`))).toEqual([]);
      expect(openPath.filter((file) => recorded.requests.some((url) => url.endsWith(file)))).toEqual(
        openPath,
      );
    } finally {
      await page.close();
    }
  });

  test("a later view's bundle entry and every chunk below it are requested in the same round trip", async () => {
    const recorded = await openConnectAt(stack.urls.html, 'all-wallets');
    const page = recorded.page;
    try {
      const before = recorded.requests.length;
      // AllWallets' entry imports its code, which imports chunks shared with other views.
      const late = await scriptsInLaterRounds(page, async () => {
        await page.click(byTestId('all-wallets'));
        await page.waitForSelector(byTestId('w3m-all-wallets-search'), { visible: true });
      });
      expect(late).toEqual([]);
      const scripts = recorded.requests.slice(before).filter((url) => url.endsWith('.js'));
      expect(scripts.some((url) => url.endsWith('.entry.js'))).toBe(true);
      expect(scripts.length).toBeGreaterThan(2);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("with email and social login on, every file of Connect's panels is requested at once, before the view renders", async () => {
    const { recorded, panelFiles } = await openLoginHost();
    const page = recorded.page;
    try {
      expect(panelFiles.length).toBeGreaterThan(2);
      const timings = await timedRequests(page, () => openConnectWithPanels(page));
      expect(panelFiles.filter((file) => !timings.has(file))).toEqual([]);
      // Left to the runtime, each panel's entry is requested as Connect renders, and its chunks
      // only once it has arrived: two round trips after the open path's instead of one.
      expect(requestedAfterAnArrival(timings, panelFiles)).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("with email and social login on and a slow download, the panels' files are requested before the open path's last file arrives", async () => {
    const { recorded, panelFiles } = await openLoginHost();
    const page = recorded.page;
    try {
      const openPath = await openPathFiles(page);
      // 100 kB/s, half the bench's phone: the open path's ~30 kB take a few hundred ms to arrive.
      const timings = await timedRequests(page, () => openConnectWithPanels(page), 100_000);
      const lastOpenPathArrival = Math.max(
        ...openPath.map((file) => timings.get(file)?.finished ?? Number.POSITIVE_INFINITY),
      );
      expect(lastOpenPathArrival).toBeLessThan(Number.POSITIVE_INFINITY);
      // The late tags bring the small chunk that requests them; had the largest file run first, each
      // panel's round trip would start only after that file's download.
      const heldBack = panelFiles.filter(
        (file) => !((timings.get(file)?.requested ?? Number.POSITIVE_INFINITY) < lastOpenPathArrival),
      );
      expect(heldBack).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("WalletConnect's view, the client it pairs with (UniversalProvider's code included) and the QR encoder load in the same round trip", async () => {
    // The host with the local relay: Connect lists WalletConnect.
    const recorded = await openConnectAt(
      `${stack.urls.html}?solana=1&walletconnect=1`,
      'wallet-selector-walletConnect',
    );
    const page = recorded.page;
    try {
      const pairingFiles = (await laterBundleFiles(page)).get('w3m-connecting-wc-view')!;
      const late = await scriptsInLaterRounds(page, async () => {
        await page.click(byTestId('wallet-selector-walletConnect'));
        await shownUri(page);
      });
      // Left to the runtime: the view's code, then the client's, then UniversalProvider's and the
      // chunks below it, each level once the one above had arrived and run.
      expect(late).toEqual([]);
      // Every file by the end (some the page had loaded before, with other code).
      const paths = recorded.requests.map((url) => new URL(url).pathname);
      const universalProvider = await page.evaluate(
        (files: string[]) =>
          Promise.all(
            files.map(async (file) => (await (await fetch(file)).text()).includes('universal_provider')),
          ),
        pairingFiles,
      );
      expect(universalProvider.filter(Boolean)).toHaveLength(1);
      expect(pairingFiles.filter((file) => !paths.includes(file))).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the network button opens the Networks view with every file in the same round trip', async () => {
    const recorded = await openPage(browser, stack.urls.html);
    const page = recorded.page;
    try {
      await page.waitForSelector(byTestId('connect-button'), { visible: true });
      // The plain HTML host has no network button; the loader defines the tag like the others.
      await page.evaluate(() => document.body.append(document.createElement('w3m-network-button')));
      await page.waitForSelector(byTestId('w3m-network-button'), { visible: true });
      await page.waitForNetworkIdle({ idleTime: 200 });
      const networksFiles = (await laterBundleFiles(page)).get('w3m-networks-view')!;
      const before = recorded.requests.length;
      const late = await scriptsInLaterRounds(page, async () => {
        await page.click(byTestId('w3m-network-button'));
        await page.waitForSelector(byTestId('w3m-networks-search'), { visible: true });
      });
      expect(late.filter((file) => networksFiles.includes(file))).toEqual([]);
      // The view's entry came now, and every file it needs by the end (some the page had already).
      const paths = recorded.requests.map((url) => new URL(url).pathname);
      const entry = networksFiles.find((file) => file.endsWith('.entry.js'));
      expect(paths.slice(before)).toContain(entry);
      expect(networksFiles.filter((file) => !paths.includes(file))).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("a returning user's account button opens the Account view with every file in the same round trip", async () => {
    const recorded = await openPage(browser, stack.urls.html);
    const page = recorded.page;
    try {
      await autoApproveDevWallet(page, stack.urls.evm);
      await connectDevWallet(page);
      // The next visit: the session is restored and the account button is the way in.
      await page.reload({ waitUntil: 'load' });
      // Settled: the balance shows once the chain code has loaded and the node answered. (Not
      // page.waitForNetworkIdle: after a reload puppeteer can keep a finished request in flight.)
      await page.waitForSelector(byTestId('account-button-balance'), { visible: true });
      const before = recorded.requests.length;
      // The Account bundle's files as the build lists them: the view's entry and every chunk below it.
      const accountFiles = (await laterBundleFiles(page)).get('w3m-account-view')!;
      expect(accountFiles.length).toBeGreaterThan(2);
      const late = await scriptsInLaterRounds(page, async () => {
        await page.click(byTestId('account-button'));
        await page.waitForSelector(byTestId('disconnect-button'), { visible: true });
      });
      // Only the view's own files: what its data calls import once answers arrive varies with timing.
      expect(late.filter((file) => accountFiles.includes(file))).toEqual([]);
      // Most of them came now (a few the connected page had loaded already).
      const requested = recorded.requests.slice(before).map((url) => new URL(url).pathname);
      expect(requested.filter((file) => accountFiles.includes(file)).length).toBeGreaterThan(2);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('bundled React demo (custom-elements build), on a network with latency', () => {
  test("WalletConnect's view starts the client's modules and the QR encoder with its own module", async () => {
    const recorded = await openConnectAt(stack.urls.demo, 'wallet-selector-walletConnect');
    const page = recorded.page;
    try {
      const timings = await timedRequests(page, async () => {
        await page.click(byTestId('wallet-selector-walletConnect'));
        await shownUri(page);
      });
      const scripts = new Map([...timings].filter(([path]) => path.endsWith('.js')));
      const rounds = requestRounds(scripts);
      const bodies = await page.evaluate(
        (paths: string[]) => Promise.all(paths.map(async (path) => (await fetch(path)).text())),
        [...scripts.keys()],
      );
      /** The earliest round among the scripts whose code holds `marker`. */
      const roundOf = (marker: string): number => {
        const holders = [...scripts.keys()].filter((_path, index) => bodies[index]!.includes(marker));
        expect(holders.length).toBeGreaterThan(0);
        return Math.min(...holders.map((path) => rounds.get(path)!));
      };
      // esbuild splits each dynamic import into an entry file and the chunks it imports (two rounds).
      // Left to the view, they came a level at a time: the view's module, then the connector's,
      // then UniversalProvider's (round 5), and the QR encoder once the URI was there (round 6 or later).
      expect(roundOf('w3m-connecting-wc-view')).toBe(1);
      // The connector's error text for a missing project id: a string only its code holds.
      expect(roundOf('WalletConnect needs a projectId')).toBeLessThanOrEqual(2);
      expect(roundOf('universal_provider')).toBe(1);
      expect(roundOf('Mask value out of range')).toBe(1);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
