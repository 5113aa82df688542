import type { Page } from 'puppeteer';
import { injectAxe, seriousViolations } from '../support/axe';
import { useFreshContexts } from '../support/browser';
import {
  byTestId,
  freshEmail,
  loginByEmail,
  openEmailDemo,
  typeCode,
  waitForMail,
} from '../support/email-login';
import { pressTestId, waitForStillness } from '../support/shell-page';

// Issue 16, acceptance line 2 (update email with both codes shows the new email): the Account view
// of an email login → UpdateEmailWallet → the code mailed to the current address →
// the code mailed to the new address, each read from the stack's SMTP catcher; an address another
// account uses and a wrong code are refused with clear messages.

const freshContext = useFreshContexts();

/** The text found by `selector` inside any shadow root, once it matches `pattern`. */
async function deepText(
  page: Page,
  selector: string,
  pattern: RegExp,
  fromErrorOf?: string,
): Promise<string> {
  const handle = await page.waitForFunction(
    (css: string, source: string, inputId: string | null) => {
      const find = (root: Document | ShadowRoot, query: string): Element | null => {
        const hit = root.querySelector(query);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot, query) : null;
          if (inner) return inner;
        }
        return null;
      };
      const element = inputId
        ? (
            find(document, `[data-testid="${inputId}"]`)?.getRootNode() as ShadowRoot | undefined
          )?.querySelector('#error')
        : find(document, css);
      const value = element?.textContent?.trim() ?? '';
      return new RegExp(source).test(value) ? value : false;
    },
    { timeout: 30_000 },
    selector,
    pattern.source,
    fromErrorOf ?? null,
  );
  return String(await handle.jsonValue());
}

async function typeNewEmail(page: Page, address: string): Promise<void> {
  const input = await page.waitForSelector(byTestId('w3m-update-email-input'), { visible: true });
  await input!.evaluate((element) => {
    (element as HTMLInputElement).value = '';
    element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  });
  await input!.type(address);
  await pressTestId(page, 'w3m-update-email-submit');
}

describe('updating the email of an embedded wallet', () => {
  test('a taken address is refused; then the code to the current email and the code to the new one change it, and a refresh keeps it', async () => {
    // Another account already uses this address.
    const taken = freshEmail('taken');
    const other = await openEmailDemo(await freshContext());
    await loginByEmail(other.page, taken);

    const email = freshEmail('before');
    const next = freshEmail('after');
    await other.page.close();
    const { page, pageErrors, blocked } = await openEmailDemo(await freshContext());
    // Audit settled colours: with reduced motion no fade is caught half-way.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await loginByEmail(page, email);
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await pressTestId(page, 'account-button');
    await pressTestId(page, 'w3m-account-update-email');
    await page.waitForSelector(byTestId('w3m-update-email-wallet-view'), { visible: true });
    await injectAxe(page);
    await waitForStillness(page);
    expect(await seriousViolations(page)).toEqual([]);

    await typeNewEmail(page, 'not-an-email');
    expect(await deepText(page, '', /./, 'w3m-update-email-input')).toBe('Enter a valid email address');
    await typeNewEmail(page, taken);
    expect(await deepText(page, '', /./, 'w3m-update-email-input')).toBe(
      'This email is already used by another account',
    );

    const asked = Date.now() - 1000;
    await typeNewEmail(page, next);
    await page.waitForSelector(byTestId('w3m-update-email-primary-otp-view'), { visible: true });
    const primary = await waitForMail(email, /code is (\d{6})/, asked);
    await waitForStillness(page);
    expect(await seriousViolations(page)).toEqual([]);
    const wrong = primary === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    expect(await deepText(page, '[data-testid="w3m-otp-error"]', /./)).toBe('Invalid code: 4 tries left');
    const confirmed = Date.now() - 1000;
    await typeCode(page, primary);
    await page.waitForSelector(byTestId('w3m-update-email-secondary-otp-view'), { visible: true });
    const secondary = await waitForMail(next, /code is (\d{6})/, confirmed);
    await typeCode(page, secondary);

    // Back on the Account view, with the new address.
    await deepText(page, '[data-testid="w3m-account-email"]', new RegExp(next.replace(/[.]/g, '\\.')));
    expect(await deepText(page, '[data-testid="w3m-snackbar"]', /updated/)).toContain(
      'Your email is updated',
    );

    // The secure site changed the account: after a refresh the restored login names the new email.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="evm-status"]')?.textContent?.trim() === 'connected',
      { timeout: 30_000 },
    );
    await pressTestId(page, 'account-button');
    await deepText(page, '[data-testid="w3m-account-email"]', new RegExp(next.replace(/[.]/g, '\\.')));
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 180_000);
});
