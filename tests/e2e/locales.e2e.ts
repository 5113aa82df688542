// Issue 22: languages and right-to-left. A locale switch at run time re-renders the open modal and
// the entry buttons; each locale's chunks load only when it is chosen (requests recorded); Connect,
// Account and Send in Arabic and German at 360 px keep every text inside its box (the gallery's
// in-page layout check); the modal in Arabic is right to left and axe-clean.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { seriousViolations } from '../support/axe';
import { findLayoutProblems } from '../support/gallery/layout-checks';
import {
  autoApproveDevWallet,
  byTestId,
  connectDevWallet,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  waitForStillness,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const OUT = join(__dirname, '../../build/screenshots/locales');
/** A phrase only each locale's chunks hold: the first (core), the second (flows), the third (extras). */
const MARKERS = {
  de: { core: 'Wallet verbinden', flows: 'Empfängeradresse', extras: 'Zahlungsanforderung' },
  ar: { core: 'ربط المحفظة', flows: 'عنوان المستلم', extras: 'فتح في تطبيق Farcaster' },
  hi: { core: 'वॉलेट कनेक्ट करें', flows: 'प्राप्तकर्ता का पता', extras: 'भुगतान अनुरोध' },
  th: { core: 'เชื่อมต่อวอลเล็ต', flows: 'ที่อยู่ผู้รับ', extras: 'คำขอชำระเงิน' },
} as const;

function kitOptions(locale?: string): object {
  return {
    themeMode: 'dark',
    networks: [localNetwork(stack.urls.evm)],
    projectId: 'w3m-elements-local',
    relayUrl: stack.urls.relay,
    walletConnectServices: false,
    tokens: { 'eip155:31337': stack.config.tokens.map((token) => ({ address: token.address })) },
    ...(locale ? { locale } : {}),
  };
}

/** The text of the first element with this test id, through shadow roots. */
async function shadowText(page: Page, testId: string): Promise<string> {
  const handle = await page.waitForSelector(byTestId(testId), { visible: true });
  return ((await handle!.evaluate((element) => element.textContent)) ?? '').trim();
}

async function waitForShadowText(page: Page, testId: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (selector: string, value: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return (find(document)?.textContent ?? '').trim() === value;
    },
    { polling: 'raf' },
    `[data-testid="${testId}"]`,
    expected,
  );
}

/** The `dir` and `lang` of the modal element. */
function modalLocale(page: Page): Promise<{ dir: string | null; lang: string | null }> {
  return page.evaluate(() => {
    const modal = document.querySelector('w3m-modal');
    return { dir: modal?.getAttribute('dir') ?? null, lang: modal?.getAttribute('lang') ?? null };
  });
}

/** The bodies of the page's JavaScript requests, fetched again from the local server. */
async function scriptBodies(urls: readonly string[]): Promise<string[]> {
  const scripts = [...new Set(urls)].filter((url) => url.endsWith('.js'));
  return Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
}

async function holdsPhrase(urls: readonly string[], phrase: string): Promise<boolean> {
  return (await scriptBodies(urls)).some((body) => body.includes(phrase));
}

/** Shoots the modal at 360 px and returns the texts that overflow or are clipped. */
async function shootAndCheck(page: Page, name: string): Promise<string[]> {
  await waitForStillness(page);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  const problems = await page.evaluate(findLayoutProblems);
  return problems
    .filter((problem) => problem.kind === 'text-overflow' || problem.kind === 'clipped-text')
    .map((problem) => `${name}: ${problem.detail}`);
}

describe('locales (issue 22)', () => {
  let browser: Browser;
  let recorded: RecordedPage;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.html);
    recorded.page.setDefaultTimeout(20_000);
  });

  afterEach(async () => {
    await browser?.close();
  });

  test('switching locale at run time re-renders the open modal; each locale loads only when chosen', async () => {
    const { page } = recorded;
    await createHtmlHostKit(page, kitOptions());
    await kitCall(page, 'open', { view: 'Connect' });
    await waitForShadowText(page, 'w3m-header-text', 'Connect Wallet');
    expect(await shadowText(page, 'connect-button')).toBe('Connect Wallet');
    expect(await modalLocale(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await page.waitForNetworkIdle({ idleTime: 200 });

    // English needs no fetch: nothing requested so far holds another locale's strings.
    const english = [...recorded.requests];
    for (const marker of [...Object.values(MARKERS.de), ...Object.values(MARKERS.ar)])
      expect(await holdsPhrase(english, marker)).toBe(false);

    await kitCall(page, 'setLocale', 'de');
    // The open modal and the entry button re-render in German, without closing.
    await waitForShadowText(page, 'w3m-header-text', 'Wallet verbinden');
    await waitForShadowText(page, 'connect-button', 'Wallet verbinden');
    expect(await modalLocale(page)).toEqual({ dir: 'ltr', lang: 'de' });
    expect(
      await page.evaluate(() =>
        (window as unknown as { __w3mKit: { getLocale(): string } }).__w3mKit.getLocale(),
      ),
    ).toBe('de');
    const german = recorded.requests.slice(english.length);
    expect(await holdsPhrase(german, MARKERS.de.core)).toBe(true);
    expect(await holdsPhrase(german, MARKERS.de.flows)).toBe(true);
    expect(await holdsPhrase(german, MARKERS.de.extras)).toBe(true);
    expect(await holdsPhrase(german, MARKERS.ar.core)).toBe(false);

    await kitCall(page, 'setLocale', 'ar');
    await waitForShadowText(page, 'w3m-header-text', 'ربط المحفظة');
    expect(await modalLocale(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    const arabic = recorded.requests.slice(english.length + german.length);
    expect(await holdsPhrase(arabic, MARKERS.ar.core)).toBe(true);
    expect(await holdsPhrase(arabic, MARKERS.ar.extras)).toBe(true);

    // Back to English: the strings come back, and nothing more is fetched for them.
    const before = recorded.requests.length;
    await kitCall(page, 'setLocale', 'en');
    await waitForShadowText(page, 'w3m-header-text', 'Connect Wallet');
    expect(await modalLocale(page)).toEqual({ dir: 'ltr', lang: 'en' });
    expect(await holdsPhrase(recorded.requests.slice(before), MARKERS.de.core)).toBe(false);

    // A bad locale is refused and changes nothing.
    await expect(kitCall(page, 'setLocale', 'xx')).rejects.toThrow(/Unknown locale "xx"/);
    expect(recorded.pageErrors).toEqual([]);
  });

  test("locale: 'auto' follows the browser's language", async () => {
    const { page } = recorded;
    await page.evaluateOnNewDocument(() =>
      Object.defineProperty(navigator, 'languages', { get: () => ['de-AT', 'en-US'] }),
    );
    await page.reload({ waitUntil: 'load' });
    await createHtmlHostKit(page, kitOptions('auto'));
    await waitForShadowText(page, 'connect-button', 'Wallet verbinden');
  });

  test.each(['ar', 'de', 'hi', 'th'])(
    '%s at 360 px: Connect, Account and Send keep their text in the box',
    async (locale) => {
      const { page } = recorded;
      await page.setViewport({ width: 360, height: 760 });
      await createHtmlHostKit(page, kitOptions(locale));
      await autoApproveDevWallet(page, stack.urls.evm);
      await waitForShadowText(page, 'connect-button', MARKERS[locale as keyof typeof MARKERS].core);
      const problems: string[] = [];

      await kitCall(page, 'open', { view: 'Connect' });
      await page.waitForSelector(byTestId('all-wallets'), { visible: true });
      await page.waitForNetworkIdle({ idleTime: 200 });
      problems.push(...(await shootAndCheck(page, `${locale}-connect`)));
      if (locale === 'ar') {
        expect(await modalLocale(page)).toEqual({ dir: 'rtl', lang: 'ar' });
        expect(await seriousViolations(page)).toEqual([]);
      }
      await kitCall(page, 'close');
      await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

      await connectDevWallet(page);
      await kitCall(page, 'open', { view: 'Account' });
      await page.waitForSelector(byTestId('w3m-account-balance'), { visible: true });
      problems.push(...(await shootAndCheck(page, `${locale}-account`)));
      if (locale === 'ar') expect(await seriousViolations(page)).toEqual([]);

      await kitCall(page, 'open', { view: 'WalletSend' });
      await page.waitForSelector(byTestId('w3m-send-preview-button'), { visible: true });
      problems.push(...(await shootAndCheck(page, `${locale}-send`)));
      if (locale === 'ar') expect(await seriousViolations(page)).toEqual([]);

      expect(problems).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    },
  );
});
