// Embedded mode (enableEmbedded): on the plain HTML host the <w3m-modal> the page placed is moved
// into a column between two paragraphs; with enableEmbedded the card shows there at once, in the
// page's layout (no overlay, no focus trap, no close button), and connects the Dev Wallet.
import type { Browser, Page } from 'puppeteer';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  autoApproveDevWallet,
  byTestId,
  createHtmlHostKit,
  DEV_WALLET,
  localNetwork,
  pressTestId as press,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

interface Layout {
  overlayPosition: string;
  role: string | null;
  ariaModal: string | null;
  card: { top: number; bottom: number; left: number; right: number };
  column: { top: number; bottom: number; left: number; right: number };
  afterTop: number;
  focusInCard: boolean;
}

/** Where the card sits relative to the host's column and the paragraph after it. */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const modal = document.querySelector('w3m-modal')!;
    const overlay = modal.shadowRoot!.querySelector('[part="overlay"]')!;
    const card = modal.shadowRoot!.querySelector('[data-testid="w3m-modal-card"]')!;
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    };
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      overlayPosition: getComputedStyle(overlay).position,
      role: card.getAttribute('role'),
      ariaModal: card.getAttribute('aria-modal'),
      card: box(card),
      column: box(document.getElementById('embedded-column')!),
      afterTop: document.getElementById('after-modal')!.getBoundingClientRect().top,
      focusInCard: card.contains(active) || card === active,
    };
  });
}

describe('embedded modal (plain HTML host, enableEmbedded)', () => {
  let browser: Browser;
  let recorded: RecordedPage;

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.html);
    recorded.page.setDefaultTimeout(20_000);
    await recorded.page.evaluate(() => {
      const column = document.createElement('section');
      column.id = 'embedded-column';
      const before = document.createElement('p');
      before.textContent = 'Before the modal';
      const after = document.createElement('p');
      after.id = 'after-modal';
      after.textContent = 'After the modal';
      column.append(before, document.querySelector('w3m-modal')!, after);
      document.querySelector('main')!.append(column);
    });
    await createHtmlHostKit(recorded.page, {
      networks: [localNetwork(stack.urls.evm)],
      projectId: 'w3m-elements-local',
      enableEmbedded: true,
    });
    await autoApproveDevWallet(recorded.page, stack.urls.evm);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('sits in the page layout without overlay, trap or close button, and connects', async () => {
    const { page } = recorded;
    await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
    const layout = await layoutOf(page);
    expect(layout.overlayPosition).toBe('static');
    expect(layout.role).toBe('region');
    expect(layout.ariaModal).toBeNull();
    expect(layout.card.top).toBeGreaterThanOrEqual(layout.column.top);
    expect(layout.card.bottom).toBeLessThanOrEqual(layout.afterTop);
    expect(layout.card.left).toBeGreaterThanOrEqual(layout.column.left);
    expect(layout.focusInCard).toBe(false);
    expect(await page.$(byTestId('w3m-header-close'))).toBeNull();
    // Escape does nothing to an embedded modal.
    await page.keyboard.press('Escape');
    await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
    expect(await seriousViolations(page)).toEqual([]);

    await press(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
    await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
    const connected = await layoutOf(page);
    expect(connected.overlayPosition).toBe('static');
    expect(connected.card.bottom).toBeLessThanOrEqual(connected.afterTop);
  });
});
