// Theme (dark default, light, system, --w3m-* from the page and from themeVariables), reduced
// motion, and a page under a strict CSP (no inline script or style, no eval).
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { byTestId, clickTestId, createHtmlHostKit, kitCall, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A computed style property of the modal's dialog card. */
function cardStyle(page: Page, property: string): Promise<string> {
  return page.evaluate((name: string) => {
    const card = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('[role="dialog"]')!;
    return getComputedStyle(card).getPropertyValue(name).trim();
  }, property);
}

/** A computed colour as [r, g, b] in 0-255 (Chromium prints color-mix results as color(srgb …)). */
function rgbOf(css: string): number[] {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(css);
  if (srgb) return srgb.slice(1, 4).map((value) => Math.round(Number(value) * 255));
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(css);
  if (rgb) return rgb.slice(1, 4).map(Number);
  throw new Error(`not a colour: ${css}`);
}

async function openConnect(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await waitForView(page, 'Connect', 'w3m-connect-view');
  await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
}

describe('theme (plain HTML host)', () => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, stack.urls.html);
    await recorded.page.waitForSelector(byTestId('connect-button'), { visible: true });
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  test('dark by default; setThemeMode light and system switch the palette at runtime', async () => {
    const { page } = recorded;
    await createHtmlHostKit(page, {});
    await openConnect(page);
    expect(rgbOf(await cardStyle(page, 'background-color'))).toEqual([20, 20, 20]);
    await kitCall(page, 'setThemeMode', 'light');
    await page.waitForFunction(
      () => document.querySelector('w3m-modal')!.getAttribute('data-theme') === 'light',
    );
    expect(rgbOf(await cardStyle(page, 'background-color'))).toEqual([255, 255, 255]);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await kitCall(page, 'setThemeMode', 'system');
    await page.waitForFunction(
      () => document.querySelector('w3m-modal')!.getAttribute('data-theme') === 'dark',
    );
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.waitForFunction(
      () => document.querySelector('w3m-modal')!.getAttribute('data-theme') === 'light',
    );
  });

  test('a host-page rule `w3m-modal { --w3m-accent: #ff0000 }` changes the accent', async () => {
    const { page } = recorded;
    await page.addStyleTag({ content: 'w3m-modal { --w3m-accent: #ff0000; }' });
    await openConnect(page);
    expect(await cardStyle(page, '--wui-accent')).toBe('#ff0000');
  });

  test('themeVariables (createAppKit and setThemeVariables) apply without any inline style on the hosts', async () => {
    const { page } = recorded;
    await createHtmlHostKit(page, {
      themeVariables: {
        '--w3m-accent': '#00aa55',
        '--w3m-z-index': 1234,
        '--w3m-color-mix': '#ff0000',
        '--w3m-color-mix-strength': 50,
      },
    });
    await openConnect(page);
    expect(await cardStyle(page, '--wui-accent')).toBe('#00aa55');
    const zIndex = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('w3m-modal')!.shadowRoot!.querySelector('.overlay')!).zIndex,
    );
    expect(zIndex).toBe('1234');
    // 50 % red mixed into the dark background #141414.
    expect(rgbOf(await cardStyle(page, 'background-color'))).toEqual([138, 10, 10]);
    await kitCall(page, 'setThemeVariables', { '--w3m-accent': '#123456' });
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('w3m-modal')!.shadowRoot!.querySelector('[role="dialog"]')!)
          .getPropertyValue('--wui-accent')
          .trim() === '#123456',
    );
    const inlineStyles = await page.evaluate(() =>
      ['w3m-modal', 'w3m-button'].map((tag) => document.querySelector(tag)!.getAttribute('style')),
    );
    expect(inlineStyles).toEqual([null, null]);
  });

  test('prefers-reduced-motion turns the animations off', async () => {
    const { page } = recorded;
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await openConnect(page);
    expect(await cardStyle(page, 'animation-duration')).toBe('0s');
    expect(await cardStyle(page, 'transition-duration')).toBe('0s');
  });

  test('SPEC §9 timings without reduced motion: view 150 ms, modal height 150 ms', async () => {
    const { page } = recorded;
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    await openConnect(page);
    expect(await cardStyle(page, 'animation-duration')).toBe('0.15s');
    expect(await cardStyle(page, 'transition-duration')).toBe('0.15s');
    const headerText = await page.$eval(
      byTestId('w3m-header-text'),
      (el) => getComputedStyle(el).animationDuration,
    );
    expect(headerText).toBe('0.12s');
  });
});

describe('strict CSP', () => {
  test('the plain HTML host renders, opens and themes under script-src and style-src self only', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.resourceType() !== 'document') return void request.continue();
      void fetch(request.url()).then(async (response) =>
        request.respond({
          status: response.status,
          contentType: 'text/html',
          headers: { 'Content-Security-Policy': STRICT_CSP },
          body: await response.text(),
        }),
      );
    });
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __cspViolations?: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    await page.goto(`${stack.urls.html}?theme=light`, { waitUntil: 'load' });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await createHtmlHostKit(page, { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } });
    await openConnect(page);
    expect(rgbOf(await cardStyle(page, 'background-color'))).toEqual([255, 255, 255]);
    expect(await cardStyle(page, '--wui-accent')).toBe('#ff0000');
    violations.push(
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
    );
    // No script is refused and no inline style attribute is written. (Stencil's runtime adds one
    // <style> element to the document head for its pre-hydration rule, refused here as
    // style-src-elem; the elements and the theme do not depend on it.)
    expect(violations.filter((entry) => !entry.startsWith('style-src-elem'))).toEqual([]);
    // Chromium also logs each refusal to the console; those are covered by the events above.
    expect(errors.filter((text) => !text.includes('Content Security Policy'))).toEqual([]);
    await page.close();
  });
});
