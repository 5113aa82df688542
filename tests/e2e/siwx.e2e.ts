import type { HTTPRequest, Page } from 'puppeteer';
import { getAddress } from 'viem';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { byTestId, clickTestId, DEV_WALLET, routerView, textOf, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Sign in with X (SPEC §4) on the React demo with ?siwx=…: the project's default SIWX, nonces from
// the demo backend (w3m-elements/siwx-server, served by the local stack), the Dev Wallet signing.

const SESSIONS_KEY = '@w3m/siwx_sessions';
const SIGN_VIEW = ['SIWXSignMessage', 'w3m-siwx-sign-message-view'] as const;

useCleanChain();

const freshContext = useFreshContexts();

interface StoredSession {
  data: { chainId: string; accountAddress: string; nonce: string; expirationTime?: string };
  message: string;
  signature: string;
}

/** Opens the React demo with sign-in on (`required` or `optional`) in a fresh browser context. */
async function openDemo(mode: 'required' | 'optional'): Promise<{ page: Page; pageErrors: string[] }> {
  const { urls, config } = stackInfo();
  const context = await freshContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error.message : String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    // Answer with this run's stack config (build/site/dev-config.json is shared between stacks).
    if (new URL(request.url()).pathname === '/dev-config.json') {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    }
    if (isLocalUrl(request.url())) return void request.continue();
    void request.abort('blockedbyclient');
  });
  const first = config.chains[0]!;
  const walletConfig = JSON.stringify({
    autoApprove: true,
    chains: [{ chainId: first.chainId, rpcUrl: first.rpcUrl, name: first.name }],
  });
  await page.evaluateOnNewDocument((value: string) => {
    localStorage.setItem('dev-wallet:config', value);
  }, walletConfig);
  await page.goto(`${urls.demo}?siwx=${mode}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="siwx-panel"]');
  return { page, pageErrors };
}

const firstAccount = () => getAddress(stackInfo().config.accounts[0]!);

/** Connects the Dev Wallet; with sign-in on and no session, the sign view takes over the modal. */
async function connectToSignView(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
  await page.waitForNetworkIdle({ idleTime: 200 });
  await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
  await waitForView(page, ...SIGN_VIEW);
}

function storedSessions(page: Page): Promise<StoredSession[]> {
  return page.evaluate(
    (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  );
}

async function demoText(page: Page, testId: string): Promise<string> {
  return page.$eval(`[data-testid="${testId}"]`, (element) => (element.textContent ?? '').trim());
}

async function waitForDemoText(page: Page, testId: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction(
      (id: string, want: string) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want,
      { timeout: 20_000 },
      testId,
      expected,
    );
  } catch (error) {
    const last = await demoText(page, testId).catch(() => '(missing)');
    const state = { view: await routerView(page), snackbar: await textOf(page, 'w3m-snackbar') };
    throw new Error(`${testId} never showed "${expected}"; last "${last}"; ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

async function signAndWaitForClose(page: Page): Promise<void> {
  await clickTestId(page, 'w3m-connecting-siwe-sign');
  try {
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true, timeout: 20_000 });
  } catch (error) {
    const state = { view: await routerView(page), snackbar: await textOf(page, 'w3m-snackbar') };
    throw new Error(`the modal did not close after signing: ${JSON.stringify(state)}`, { cause: error });
  }
}

describe('sign in with X, required', () => {
  test('sign view with close disabled; signing stores a session the demo backend accepts; a refresh keeps it; disconnect clears it', async () => {
    const { page, pageErrors } = await openDemo('required');
    await connectToSignView(page);
    const close = await page.waitForSelector(byTestId('w3m-header-close'), { visible: true });
    expect(await close!.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await routerView(page)).toBe('SIWXSignMessage');
    expect(await storedSessions(page)).toEqual([]);

    await signAndWaitForClose(page);
    const sessions = await storedSessions(page);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.data.chainId).toBe('eip155:31337');
    expect(sessions[0]!.data.accountAddress).toBe(firstAccount());
    expect(sessions[0]!.message).toContain(`${new URL(stackInfo().urls.demo).host} wants you to sign in`);
    await waitForDemoText(page, 'siwx-backend', `accepted ${firstAccount()} on eip155:31337`);
    expect(await demoText(page, 'evm-status')).toBe('connected');

    await page.reload({ waitUntil: 'load' });
    await waitForDemoText(page, 'evm-status', 'connected');
    await page.waitForNetworkIdle({ idleTime: 300 });
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(await routerView(page)).not.toBe('SIWXSignMessage');
    expect(await storedSessions(page)).toHaveLength(1);

    await clickTestId(page, 'account-button');
    await clickTestId(page, 'disconnect-button');
    await waitForDemoText(page, 'evm-status', 'disconnected');
    await page.waitForFunction((key: string) => localStorage.getItem(key) === null, {}, SESSIONS_KEY);
    expect(pageErrors).toEqual([]);
  });

  test('cancel disconnects and the view resets to Connect', async () => {
    const { page } = await openDemo('required');
    await connectToSignView(page);
    await clickTestId(page, 'w3m-connecting-siwe-cancel');
    await waitForDemoText(page, 'evm-status', 'disconnected');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await clickTestId(page, 'connect-button');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    expect(await storedSessions(page)).toEqual([]);
  });

  test('a rejected signature shows “Signature declined” and the sign view stays; signing again works', async () => {
    const { page } = await openDemo('required');
    await connectToSignView(page);
    await page.evaluate(() => window.devWallet?.configure({ rejectAll: true }));
    await clickTestId(page, 'w3m-connecting-siwe-sign');
    await page.waitForFunction(
      (selector: string) => {
        const find = (root: Document | ShadowRoot): Element | null => {
          const hit = root.querySelector(selector);
          if (hit) return hit;
          for (const host of root.querySelectorAll('*')) {
            const inner = host.shadowRoot ? find(host.shadowRoot) : null;
            if (inner) return inner;
          }
          return null;
        };
        return (find(document)?.textContent ?? '').includes('Signature declined');
      },
      { timeout: 20_000 },
      '[data-testid="w3m-snackbar"]',
    );
    await waitForView(page, ...SIGN_VIEW);
    await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
    expect(await storedSessions(page)).toEqual([]);
    expect(await demoText(page, 'evm-status')).toBe('connected');

    await page.evaluate(() => window.devWallet?.configure({ rejectAll: false, autoApprove: true }));
    await page.waitForSelector(byTestId('w3m-connecting-siwe-sign') + ':not([disabled])', { visible: true });
    await signAndWaitForClose(page);
    expect(await storedSessions(page)).toHaveLength(1);
  });

  test('switching to a chain the session does not cover asks to sign again', async () => {
    const { page } = await openDemo('required');
    await connectToSignView(page);
    await signAndWaitForClose(page);
    await page.$eval('[data-testid="evm-switch-second"]', (button) => (button as HTMLButtonElement).click());
    await waitForDemoText(page, 'evm-network', 'eip155:31338');
    await waitForView(page, ...SIGN_VIEW);
    const close = await page.waitForSelector(byTestId('w3m-header-close'), { visible: true });
    expect(await close!.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await signAndWaitForClose(page);
    const chains = (await storedSessions(page)).map((session) => session.data.chainId).sort();
    expect(chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(await textOf(page, 'siwx-backend')).toBe(`accepted ${firstAccount()} on eip155:31338`);
  });
});

describe('sign in with X, optional', () => {
  test('cancel only closes the modal and keeps the connection', async () => {
    const { page } = await openDemo('optional');
    await connectToSignView(page);
    const close = await page.waitForSelector(byTestId('w3m-header-close'), { visible: true });
    expect(await close!.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(false);
    await clickTestId(page, 'w3m-connecting-siwe-cancel');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(await demoText(page, 'evm-status')).toBe('connected');
  });
});
