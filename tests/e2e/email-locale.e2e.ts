import type { Frame, Page } from 'puppeteer';
import { readFileSync } from 'node:fs';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  byTestId,
  decideInFrame,
  freshEmail,
  openEmailDemo,
  secureFrame,
  submitEmail,
  typeCode,
  waitForMail,
} from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 22 on the secure site: with the host in German the frame's approval screen is German and
// a wrong one-time code (an error the secure site answers) reads in German in the modal; after
// setLocale('ar') at run time the next approval screen is Arabic, right to left, and axe-clean.

useCleanChain();
const freshContext = useFreshContexts();

/** The text of an element inside any shadow root, once it matches `pattern`. */
async function deepText(page: Page, testId: string, pattern: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (id: string, source: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(`[data-testid="${id}"]`);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const value = find(document)?.textContent?.trim() ?? '';
      return new RegExp(source).test(value) ? value : false;
    },
    { timeout: 20_000 },
    testId,
    pattern.source,
  );
  return String(await handle.jsonValue());
}

/** What the frame's approval screen shows: its document's lang/dir, title and buttons. */
async function approvalScreen(frame: Frame, title: string) {
  await frame.waitForFunction(
    (text: string) => document.querySelector('#approval-title')?.textContent === text,
    { timeout: 20_000 },
    title,
  );
  return frame.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.querySelector('#approval-title')?.textContent,
    approve: document.querySelector('[data-testid="w3m-frame-approve"]')?.textContent,
    reject: document.querySelector('[data-testid="w3m-frame-reject"]')?.textContent,
    labels: [...document.querySelectorAll('dt')].map((element) => element.textContent),
  }));
}

/** axe's serious and critical violations in the frame's own document. */
async function frameViolations(frame: Frame): Promise<unknown[]> {
  // The frame's CSP refuses injected script tags: axe is evaluated through DevTools instead.
  await frame.evaluate(readFileSync(require.resolve('axe-core'), 'utf8'));
  return frame.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((results) =>
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => JSON.stringify(n.target)) })))`) as Promise<
    unknown[]
  >;
}

describe('the secure site in the host locale (issue 22)', () => {
  test("German approval screen and secure-site errors; setLocale('ar') turns the frame right to left", async () => {
    const { page, pageErrors, blocked } = await openEmailDemo(
      await freshContext(),
      `${stackInfo().urls.demo}?locale=de`,
    );
    const email = freshEmail('locale');
    const started = Date.now() - 1000;
    await submitEmail(page, email);
    await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
    const code = await waitForMail(email, /\b(\d{6})\b/, started);

    // A wrong code: the secure site answers 'Invalid code: 4 tries left', the modal says it in German.
    await typeCode(page, code === '000000' ? '111111' : '000000');
    expect(await deepText(page, 'w3m-otp-error', /./)).toBe('Ungültiger Code: noch 4 Versuche');
    await typeCode(page, code);
    await page.waitForFunction(
      () =>
        /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('[data-testid="evm-address"]')?.textContent ?? ''),
      { timeout: 30_000 },
    );

    await pressTestId(page, 'evm-sign-message');
    const frame = await secureFrame(page);
    expect(await approvalScreen(frame, 'Diese Nachricht signieren?')).toEqual({
      lang: 'de',
      dir: 'ltr',
      title: 'Diese Nachricht signieren?',
      approve: 'Bestätigen',
      reject: 'Ablehnen',
      labels: ['Nachricht'],
    });
    await decideInFrame(page, 'reject');
    await page.waitForFunction(() => document.querySelector('[data-testid="evm-error"]')?.textContent !== '');

    await page.evaluate(`window.__w3mDemoKit.setLocale('ar')`);
    await page.waitForFunction(() => document.querySelector('w3m-modal')?.getAttribute('dir') === 'rtl');
    await pressTestId(page, 'evm-sign-message');
    expect(await approvalScreen(frame, 'هل توقّع هذه الرسالة؟')).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'هل توقّع هذه الرسالة؟',
      approve: 'وافق',
      reject: 'ارفض',
      labels: ['الرسالة'],
    });
    await frame.waitForSelector('[data-testid="w3m-frame-approve"]', { visible: true });
    expect(await frameViolations(frame)).toEqual([]);
    await decideInFrame(page, 'reject');
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 180_000);
});
