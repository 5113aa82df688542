import type { BrowserContext, Frame, HTTPRequest, Page } from 'puppeteer';
import { isLocalUrl, recordOffMachineSockets } from './browser';
import { pressTestId } from './shell-page';
import { stackInfo } from './stack-info';

// Helpers of the email-login e2e files: the React demo with the stack's secure site, the mailbox
// of the stack's SMTP catcher, and the secure frame's own approve/reject screen.

/** A demo page and what it did that it should not have. */
export interface EmailDemo {
  page: Page;
  pageErrors: string[];
  blocked: string[];
}

export const byTestId = (id: string) => `pierce/[data-testid="${id}"]`;

/** Opens the React demo in a context; dev-config.json is this run's, nothing off the machine loads. */
export async function openEmailDemo(
  context: BrowserContext,
  demoUrl = stackInfo().urls.demo,
  readySelector = '[data-testid="evm-panel"]',
  prepare?: (page: Page) => Promise<void>,
): Promise<EmailDemo> {
  const { config } = stackInfo();
  const page = await context.newPage();
  await prepare?.(page);
  const demo: EmailDemo = { page, pageErrors: [], blocked: [] };
  page.on('pageerror', (error) =>
    demo.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await recordOffMachineSockets(page, demo.blocked);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname === '/dev-config.json' && request.frame() === page.mainFrame()) {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    }
    if (isLocalUrl(request.url())) return void request.continue();
    demo.blocked.push(request.url());
    void request.abort('blockedbyclient');
  });
  await page.goto(demoUrl, { waitUntil: 'load' });
  await page.waitForSelector(readySelector);
  return demo;
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** The mails to an address, newest first, from the demo server's mailbox JSON. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const url = new URL('/dev/mailbox.json', stackInfo().urls.demo);
  url.searchParams.set('to', address);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mailbox answered HTTP ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits (polling the mailbox) for a new mail to `address` matching `pattern`; returns the match's first group. */
export async function waitForMail(
  address: string,
  pattern: RegExp,
  after: number,
  timeoutMs = 20_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(address)).find(
      (item) => Date.parse(item.receivedAt) >= after && pattern.test(item.text),
    );
    if (mail) return pattern.exec(mail.text)?.[1] ?? '';
    if (Date.now() > until) throw new Error(`no mail to ${address} matching ${String(pattern)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A fresh address for one test (the server's cooldown and devices are per address). */
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens Connect and submits an email in the field. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  if (!(await page.$(byTestId('w3m-email-login-input')))) await pressTestId(page, 'connect-button');
  const input = await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
  await input!.evaluate((element) => {
    (element as HTMLInputElement).value = '';
  });
  await input!.type(email);
  await pressTestId(page, 'w3m-email-login-submit');
}

/** Types a code into the six boxes (typed into the first box: each digit moves on). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = await page.waitForSelector(byTestId('w3m-otp-input-0'), { visible: true });
  await first!.evaluate((element) => (element as HTMLInputElement).focus());
  await page.keyboard.type(code);
}

/** Logs in by email from Connect: the code read from the mailbox; resolves once the demo shows the address. */
export async function loginByEmail(page: Page, email: string): Promise<string> {
  const started = Date.now() - 1000;
  await submitEmail(page, email);
  await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
  const code = await waitForMail(email, /\b(\d{6})\b/, started);
  await typeCode(page, code);
  const handle = await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="evm-address"]')?.textContent?.trim() ?? '';
      return /^0x[0-9a-fA-F]{40}$/.test(text) ? text : false;
    },
    { timeout: 30_000 },
  );
  return String(await handle.jsonValue());
}

/** The secure frame of the page. */
export async function secureFrame(page: Page): Promise<Frame> {
  const origin = stackInfo().urls.secureSite ?? '(no secure site)';
  const handle = await page.waitForSelector('iframe[data-testid="w3m-secure-frame"]');
  const frame = await handle!.contentFrame();
  if (!frame || !frame.url().startsWith(origin)) throw new Error(`the secure frame is not on ${origin}`);
  return frame;
}

/** Presses Approve or Reject on the frame's own screen (a real pointer click, so the frame must be shown). */
export async function decideInFrame(page: Page, decision: 'approve' | 'reject'): Promise<void> {
  const frame = await secureFrame(page);
  const button = await frame.waitForSelector(`[data-testid="w3m-frame-${decision}"]`, { visible: true });
  await page.waitForSelector(byTestId('w3m-approve-transaction-view'), { visible: true });
  // Wait until the frame sits over the card (it follows the card while it opens).
  await page.waitForFunction(
    () => {
      const frameBox = document
        .querySelector('iframe[data-testid="w3m-secure-frame"]')
        ?.getBoundingClientRect();
      return frameBox !== undefined && frameBox.width > 200 && frameBox.height > 200;
    },
    { polling: 'raf' },
  );
  await button!.click();
}

/** Waits for the email field's error text to match; returns it. */
export async function emailFieldError(page: Page, pattern: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (source: string) => {
      const find = (root: Document | ShadowRoot): HTMLElement | null => {
        const hit = root.querySelector<HTMLElement>('[data-testid="w3m-email-login-input"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const input = find(document);
      const root = input?.getRootNode() as ShadowRoot | undefined;
      const value = root?.querySelector('#error')?.textContent?.trim() ?? '';
      return new RegExp(source).test(value) ? value : false;
    },
    { timeout: 20_000 },
    pattern.source,
  );
  return String(await handle.jsonValue());
}

/** The alert bar's short message once one shows. */
export async function alertText(page: Page): Promise<string> {
  const alert = await page.waitForSelector(byTestId('w3m-alert-bar'), { visible: true, timeout: 20_000 });
  return alert!.evaluate((element) => element.querySelector('.short')?.textContent ?? '');
}
