// "Looks finished" end to end on the plain HTML host: All Wallets forgets a search once reopened;
// its list fades at the cut row and leaves no blank band; the card shows no focus ring on open
// while keyboard focus stays visible; the modal keeps its own text metrics on a host page with
// aggressive global CSS. (The snackbar never covering a control is checked by the gallery.)
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { byTestId, createHtmlHostKit, kitCall, localNetwork, waitForStillness } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();

/** Global CSS a host page could carry (a framework template, a reset gone wrong). */
const AGGRESSIVE_CSS = `
  html { font-size: 9px; line-height: 3; letter-spacing: 3px; word-spacing: 12px; }
  body { font-family: serif; font-weight: 700; font-style: italic; text-transform: uppercase; text-align: right; white-space: pre; }
  *, *::before, *::after { box-sizing: content-box; line-height: 3; }
`;

/** The element with this test id, found through every shadow root (runs in the page). */
function deepFind(testId: string): Element | null {
  const find = (root: Document | ShadowRoot): Element | null => {
    const hit = root.querySelector(`[data-testid="${testId}"]`);
    if (hit) return hit;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  return find(document);
}

async function openHost(browser: Browser): Promise<RecordedPage> {
  const recorded = await openPage(browser, stack.urls.html);
  await createHtmlHostKit(recorded.page, { networks: [localNetwork(stack.urls.evm)] });
  return recorded;
}

/** Sizes and text metrics of the Connect view: what host CSS must not change. */
async function connectMetrics(page: Page): Promise<unknown> {
  await kitCall(page, 'open');
  await page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), { visible: true });
  await waitForStillness(page);
  return page.evaluate(`(() => {
    const deepFind = ${deepFind.toString()};
    const row = deepFind('wallet-selector-dev.w3m-elements.wallet');
    const label = row.querySelector('.label');
    const style = getComputedStyle(label);
    const title = deepFind('w3m-header-text');
    return {
      rowHeight: Math.round(row.getBoundingClientRect().height),
      labelHeight: Math.round(label.getBoundingClientRect().height),
      labelWidth: Math.round(label.getBoundingClientRect().width),
      titleHeight: Math.round(title.getBoundingClientRect().height),
      cardWidth: Math.round(deepFind('w3m-modal-card').getBoundingClientRect().width),
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
      fontStyle: style.fontStyle,
      fontFamily: style.fontFamily,
    };
  })()`);
}

describe('looks finished (plain HTML host)', () => {
  let browser: Browser;
  let recorded: RecordedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    recorded = await openHost(browser);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    await recorded.page.close();
  });

  afterAll(async () => {
    await browser.close();
  });

  test('All Wallets, closed and reopened, shows every wallet under an empty search box', async () => {
    const { page } = recorded;
    await kitCall(page, 'open', { view: 'AllWallets' });
    await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
    await page.$eval(byTestId('w3m-all-wallets-search'), (input) => {
      (input as HTMLInputElement).value = 'zzqx';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    });
    await page.waitForSelector('pierce/wui-empty-state', { visible: true });
    await kitCall(page, 'close');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await kitCall(page, 'open', { view: 'AllWallets' });
    await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
    expect(
      await page.$eval(byTestId('w3m-all-wallets-search'), (input) => (input as HTMLInputElement).value),
    ).toBe('');
    expect(await page.$('pierce/wui-empty-state')).toBeNull();
    await page.waitForSelector(
      byTestId('wallet-selector-c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'),
      {
        visible: true,
      },
    );
  });

  test('All Wallets fades the row its edge cuts, and leaves no blank band under the list', async () => {
    const { page } = recorded;
    await kitCall(page, 'open', { view: 'AllWallets' });
    await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
    await waitForStillness(page);
    const layout = (await page.evaluate(`(() => {
      const deepFind = ${deepFind.toString()};
      const list = deepFind('w3m-all-wallets-list');
      const card = deepFind('w3m-modal-card');
      return {
        scrollable: list.scrollHeight > list.clientHeight,
        mask: getComputedStyle(list).maskImage || getComputedStyle(list).webkitMaskImage,
        band: card.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom,
      };
    })()`)) as { scrollable: boolean; mask: string; band: number };
    expect(layout.scrollable).toBe(true);
    expect(layout.mask).toContain('linear-gradient');
    // The view's own padding and the card's border, nothing more.
    expect(layout.band).toBeLessThanOrEqual(32);
    // At the end of the list nothing is cut, so nothing fades.
    await page.$eval(byTestId('w3m-all-wallets-list'), (list) => {
      list.scrollTop = list.scrollHeight;
      list.dispatchEvent(new Event('scroll'));
    });
    await page.waitForFunction(
      `(() => { const deepFind = ${deepFind.toString()}; const list = deepFind('w3m-all-wallets-list');
        return list.scrollTop + list.clientHeight >= list.scrollHeight - 1 && getComputedStyle(list).maskImage === 'none'; })()`,
    );
  });

  test('opening from the keyboard rings no card; Tab then shows a ring on the focused control', async () => {
    const { page } = recorded;
    await page.focus('w3m-button');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await page.$eval(byTestId('connect-button'), (button) => (button as HTMLElement).focus());
    await page.keyboard.press('Enter');
    await page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), { visible: true });
    await waitForStillness(page);
    const card = await page.evaluate(`(() => {
      const deepFind = ${deepFind.toString()};
      const style = getComputedStyle(deepFind('w3m-modal-card'));
      return { outline: style.outlineStyle, shadow: style.boxShadow };
    })()`);
    expect(card).toEqual({ outline: 'none', shadow: expect.not.stringMatching(/0px 0px 0px 2px/) });
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const style = active ? getComputedStyle(active) : undefined;
      return style ? { outline: style.outlineStyle, width: style.outlineWidth } : undefined;
    });
    expect(ring).toEqual({ outline: 'solid', width: '2px' });
  });

  test('aggressive global CSS on the host page changes nothing inside the modal', async () => {
    const plain = await connectMetrics(recorded.page);
    const styled = await openHost(browser);
    try {
      await styled.page.addStyleTag({ content: AGGRESSIVE_CSS });
      expect(await connectMetrics(styled.page)).toEqual(plain);
    } finally {
      await styled.page.close();
    }
  });
});
