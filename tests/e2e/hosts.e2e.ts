import type { Browser } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { focusIsInsideDialog, focusedTestId } from '../support/focus';
import { stackInfo } from '../support/stack-info';

const CARD = 'pierce/[data-testid="w3m-modal-card"]';
const BUTTON = 'pierce/[data-testid="connect-button"]';

const hosts: Array<[string, (urls: ReturnType<typeof stackInfo>['urls']) => string]> = [
  ['React', (urls) => urls.demo],
  ['plain HTML', (urls) => urls.html],
  ['Vue', (urls) => urls.vue],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openModalFrom(recorded: RecordedPage): Promise<void> {
  const button = await recorded.page.waitForSelector(BUTTON, { visible: true });
  await button!.click();
  await recorded.page.waitForSelector(CARD, { visible: true });
}

describe.each(hosts)('%s host', (_name, urlOf) => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, urlOf(stackInfo().urls));
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await recorded.page.close();
  });

  test('the button opens a visible, focused dialog; Escape closes it and focus returns', async () => {
    await openModalFrom(recorded);
    // createAppKit runs before the framework renders its <w3m-modal>: the appended one must give way.
    expect(await recorded.page.evaluate(() => document.querySelectorAll('w3m-modal').length)).toBe(1);
    const card = await recorded.page.$(CARD);
    expect(await card!.evaluate((el) => [el.getAttribute('role'), el.getAttribute('aria-modal')])).toEqual([
      'dialog',
      'true',
    ]);
    await recorded.page.waitForFunction(() => {
      const dialog = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('[role="dialog"]');
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return Boolean(dialog && active && (dialog === active || dialog.contains(active)));
    });
    expect(await focusIsInsideDialog(recorded.page)).toBe(true);

    await recorded.page.keyboard.press('Escape');
    await recorded.page.waitForSelector(CARD, { hidden: true });
    expect(await focusedTestId(recorded.page)).toBe('connect-button');
  });

  test('createAppKit and the elements share one state: ?theme=light reaches both', async () => {
    // A host whose bundle held two copies of the stores would leave the elements dark here.
    await recorded.page.goto(`${urlOf(stackInfo().urls)}?theme=light`);
    await recorded.page.waitForSelector(BUTTON, { visible: true });
    await recorded.page.waitForFunction(
      () => document.querySelector('w3m-button')?.getAttribute('data-theme') === 'light',
    );
    await openModalFrom(recorded);
    expect(await recorded.page.$eval('w3m-modal', (el) => el.getAttribute('data-theme'))).toBe('light');
  });
});

describe('dialog shell (plain HTML host)', () => {
  let recorded: RecordedPage;

  beforeEach(async () => {
    recorded = await openPage(browser, stackInfo().urls.html);
    await openModalFrom(recorded);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  test('the close button closes the dialog and returns focus', async () => {
    await recorded.page.click('pierce/[data-testid="w3m-header-close"]');
    await recorded.page.waitForSelector(CARD, { hidden: true });
    expect(await focusedTestId(recorded.page)).toBe('connect-button');
  });

  test('a click on the overlay closes it; a click inside the card does not', async () => {
    const card = await recorded.page.$(CARD);
    const box = (await card!.boundingBox())!;
    await recorded.page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    expect(await recorded.page.$(CARD)).not.toBeNull();
    await recorded.page.mouse.click(5, 5);
    await recorded.page.waitForSelector(CARD, { hidden: true });
  });

  test('Tab and Shift+Tab stay inside the dialog', async () => {
    await recorded.page.keyboard.press('Tab');
    expect(await focusIsInsideDialog(recorded.page)).toBe(true);
    await recorded.page.keyboard.press('Tab');
    expect(await focusIsInsideDialog(recorded.page)).toBe(true);
    await recorded.page.keyboard.down('Shift');
    await recorded.page.keyboard.press('Tab');
    await recorded.page.keyboard.press('Tab');
    await recorded.page.keyboard.up('Shift');
    expect(await focusIsInsideDialog(recorded.page)).toBe(true);
  });

  test('the keyboard alone opens it: Enter on the focused button', async () => {
    await recorded.page.keyboard.press('Escape');
    await recorded.page.waitForSelector(CARD, { hidden: true });
    await recorded.page.keyboard.press('Enter');
    await recorded.page.waitForSelector(CARD, { visible: true });
  });
});

describe('theme', () => {
  test('dark by default, light via the themeMode option', async () => {
    const recorded = await openPage(browser, stackInfo().urls.html);
    await recorded.page.waitForSelector(BUTTON, { visible: true });
    const themeOf = (): Promise<string | null> =>
      recorded.page.$eval('w3m-button', (el) => el.getAttribute('data-theme'));
    expect(await themeOf()).toBe('dark');
    // Page source as a string: the test transpiler would turn import() into require().
    await recorded.page.evaluate(
      "import('/lib/index.esm.js').then(({ createAppKit }) => createAppKit({ themeMode: 'light' }))",
    );
    await recorded.page.waitForFunction(
      () => document.querySelector('w3m-button')?.getAttribute('data-theme') === 'light',
    );
    await recorded.page.close();
  });
});
