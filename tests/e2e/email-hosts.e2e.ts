import type { Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import {
  byTestId,
  freshEmail,
  openEmailDemo,
  submitEmail,
  typeCode,
  waitForMail,
} from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 16: email login on the plain HTML and Vue hosts (as on the React demo), each through the
// stack's secure site with the code read from the SMTP catcher; and the Connect view with
// collapseWallets: the email field first, the wallets behind "Continue with a wallet".

const freshContext = useFreshContexts();

/** Logs in by email from Connect; resolves once the page's own readout names an address. */
async function loginOn(page: Page, readAddress: () => string | false): Promise<string> {
  const email = freshEmail('host');
  const started = Date.now() - 1000;
  await submitEmail(page, email);
  await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
  await typeCode(page, await waitForMail(email, /\b(\d{6})\b/, started));
  const handle = await page.waitForFunction(readAddress, { timeout: 30_000 });
  return String(await handle.jsonValue());
}

/** The Connect view's rows in order: the email field and the "Continue with a wallet" row. */
async function connectOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector('w3m-connect-view');
      if (hit) return hit;
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot ? find(element.shadowRoot) : null;
        if (inner) return inner;
      }
      return null;
    };
    const view = find(document)?.shadowRoot;
    return [...(view?.querySelectorAll('w3m-email-login-field, wui-list-item') ?? [])].map((element) =>
      element.tagName === 'W3M-EMAIL-LOGIN-FIELD' ? 'email' : String((element as { testId?: string }).testId),
    );
  });
}

describe('email login on every demo host', () => {
  test('the plain HTML host (?email=1) logs in by email and the account is the embedded wallet', async () => {
    const { page, pageErrors, blocked } = await openEmailDemo(
      await freshContext(),
      `${stackInfo().urls.html}?email=1`,
      'w3m-button',
    );
    await page.waitForFunction(() => 'appKit' in window);
    const address = await loginOn(page, () => {
      const kit = (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit;
      const value = kit.getAccount().address ?? '';
      return /^0x[0-9a-fA-F]{40}$/.test(value) ? value : false;
    });
    const info = await page.evaluate(() => {
      const kit = (
        window as unknown as {
          appKit: {
            getAccount(): { isConnected: boolean; embeddedWalletInfo?: { user?: { email?: string } } };
          };
        }
      ).appKit;
      return kit.getAccount();
    });
    expect(info.isConnected).toBe(true);
    expect(info.embeddedWalletInfo?.user?.email).toMatch(/^host-.*@example\.com$/);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 120_000);

  test('the Vue host logs in by email and shows the address', async () => {
    const { page, pageErrors, blocked } = await openEmailDemo(
      await freshContext(),
      stackInfo().urls.vue,
      '[data-testid="vue-address"]',
    );
    const address = await loginOn(page, () => {
      const text = document.querySelector('[data-testid="vue-address"]')?.textContent?.trim() ?? '';
      return /^0x[0-9a-fA-F]{40}$/.test(text) ? text : false;
    });
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 120_000);
});

describe('Connect with collapseWallets', () => {
  test('the email field comes first and the wallets sit behind "Continue with a wallet" (ConnectWallets)', async () => {
    const { page, pageErrors } = await openEmailDemo(
      await freshContext(),
      `${stackInfo().urls.demo}?collapseWallets=1`,
    );
    await pressTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    await page.waitForSelector(byTestId('w3m-collapse-wallets-button'), { visible: true });
    expect(await connectOrder(page)).toEqual(['email', 'w3m-collapse-wallets-button']);
    // The Dev Wallet is installed (it would otherwise put the wallets first): still only the row.
    expect(await page.$$('pierce/[data-testid^="wallet-selector-"]')).toHaveLength(0);

    await pressTestId(page, 'w3m-collapse-wallets-button');
    await page.waitForSelector('pierce/[data-testid^="wallet-selector-"]', { visible: true });
    expect(await page.$(byTestId('w3m-email-login-input'))).toBeNull();
    expect(await page.$(byTestId('w3m-collapse-wallets-button'))).toBeNull();
    const title = await page.$eval(byTestId('w3m-header-text'), (element) => element.textContent?.trim());
    expect(title).toBe('Connect Wallet');
    // Back returns to Connect with the email field.
    await pressTestId(page, 'w3m-header-back');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    expect(pageErrors).toEqual([]);
  }, 90_000);

  test('without the option the wallets show on Connect beside the email field', async () => {
    const { page } = await openEmailDemo(await freshContext());
    await pressTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    await page.waitForSelector('pierce/[data-testid^="wallet-selector-"]', { visible: true });
    expect(await page.$(byTestId('w3m-collapse-wallets-button'))).toBeNull();
  }, 60_000);
});
