// Reliability: the strict-CSP sweep. Every demo page (plain HTML, React, Vue) is served under
// `script-src 'self'; style-src 'self'` (no inline script or style, no eval), every view of the
// product is shown on it, and the secure site's frame is loaded from the React demo's email field.
// Each document, the frame's included, records its securitypolicyviolation events: none may fire.
// The sign-in (SIWX) view, the email code (OTP) view and the frame's own approval screen
// (ApproveTransaction) are walked through for real: sign in, log in by email, approve a signature.
import type { Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import {
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  connectDevWallet,
  createHtmlHostKit,
  DEV_WALLET,
  kitCall,
  localNetwork,
  pressTestId,
  waitForView,
} from '../support/shell-page';
import { decideInFrame, freshEmail, loginByEmail } from '../support/email-login';
import { stackInfo } from '../support/stack-info';
import { openUnderStrictCsp } from '../support/strict-csp';

const stack = stackInfo();
const freshContext = useFreshContexts();

/** Shows a view through the kit's open() and waits for it to render. */
async function show(page: Page, view: string, tag: string): Promise<void> {
  await kitCall(page, 'open', { view });
  await waitForView(page, view, tag);
}

describe('strict CSP sweep', () => {
  test('plain HTML host: every view, disconnected and connected, without a violation', async () => {
    const host = await openUnderStrictCsp(await freshContext(), stack.urls.html);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await createHtmlHostKit(page, {
      networks: [localNetwork(stack.urls.evm), localNetwork(stack.urls.evm2, 31338, 'Localhost 2')],
    });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    for (const [view, tag] of [
      ['Connect', 'w3m-connect-view'],
      ['AllWallets', 'w3m-all-wallets-view'],
      ['WhatIsAWallet', 'w3m-what-is-a-wallet-view'],
      ['WhatIsANetwork', 'w3m-what-is-a-network-view'],
      ['Networks', 'w3m-networks-view'],
    ] as const)
      await show(page, view, tag);
    await kitCall(page, 'close');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await connectDevWallet(page);
    await show(page, 'Account', 'w3m-account-view');
    for (const tab of ['nfts', 'activity', 'tokens']) await clickTestId(page, `account-tab-${tab}`);
    for (const [view, tag] of [
      ['Networks', 'w3m-networks-view'],
      ['WalletReceive', 'w3m-wallet-receive-view'],
      ['WalletSend', 'w3m-wallet-send-view'],
      ['WalletSendSelectToken', 'w3m-wallet-send-select-token-view'],
    ] as const)
      await show(page, view, tag);
    await kitCall(page, 'close');

    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test.each([
    ['React', `${stack.urls.demo}/`],
    ['Vue', stack.urls.vue],
  ])('%s demo: the page, Connect, All Wallets and a connection without a violation', async (_name, url) => {
    const host = await openUnderStrictCsp(await freshContext(), url);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('the secure site frame (React demo, email on) loads and answers without a violation', async () => {
    if (!stack.urls.secureSite) throw new Error('the stack runs without its secure site');
    const host = await openUnderStrictCsp(await freshContext(), `${stack.urls.demo}/`);
    const { page } = host;
    await clickTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    const handle = await page.waitForSelector('iframe[data-testid="w3m-secure-frame"]');
    const frame = await handle!.contentFrame();
    const secureOrigin = new URL(stack.urls.secureSite).origin;
    // The frame page has loaded its own script and style and asked its server about its parent.
    await frame.waitForFunction(
      'document.readyState === "complete" && Array.isArray(window.__cspViolations)',
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(page.frames().some((candidate) => candidate.url().startsWith(secureOrigin))).toBe(true);
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });
  test('sign-in required (React demo): the SIWX sign view and a signed session without a violation', async () => {
    const host = await openUnderStrictCsp(await freshContext(), `${stack.urls.demo}/?siwx=required`);
    const { page } = host;
    await page.waitForSelector('[data-testid="siwx-panel"]');
    await autoApproveDevWallet(page, stack.urls.evm);
    await clickTestId(page, 'connect-button');
    await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 200 });
    await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
    await waitForView(page, 'SIWXSignMessage', 'w3m-siwx-sign-message-view');
    await clickTestId(page, 'w3m-connecting-siwe-sign');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true, timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="siwx-backend"]')?.textContent?.startsWith('accepted'),
      { timeout: 20_000 },
    );
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('email login (React demo): the code view, the frame and its approval screen without a violation', async () => {
    if (!stack.urls.secureSite) throw new Error('the stack runs without its secure site');
    const host = await openUnderStrictCsp(await freshContext(), `${stack.urls.demo}/?accountType=eoa`);
    const { page } = host;
    await page.waitForSelector('[data-testid="evm-panel"]');
    // loginByEmail passes through EmailVerifyOtp (w3m-email-verify-otp-view) and types the mailed code.
    await loginByEmail(page, freshEmail('csp'));
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await pressTestId(page, 'evm-sign-message');
    await decideInFrame(page, 'approve');
    await page.waitForFunction(
      () => /^0x[0-9a-f]+$/i.test(document.querySelector('[data-testid="evm-signature"]')?.textContent ?? ''),
      { timeout: 20_000 },
    );
    expect(await host.violations()).toEqual([]);
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });
});
