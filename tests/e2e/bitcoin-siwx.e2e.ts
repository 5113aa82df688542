import type { HTTPRequest, Page } from 'puppeteer';
import { Verifier } from 'bip322-js';
import type { AppKit } from '../../src/appkit/create-app-kit';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { byTestId, clickTestId, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Sign in with a Bitcoin wallet (SIWX): the Bitcoin host with `?siwx=required`, the Dev Bitcoin
// Wallet signing BIP-322, the default SIWX checking the signature in the page, and the stack's demo
// backend (w3m-elements/siwx-server) checking it again with the nonce it issued.

const SESSIONS_KEY = '@w3m/siwx_sessions';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const WALLET = 'Dev Bitcoin Wallet';

const freshContext = useFreshContexts();

interface StoredSession {
  data: { chainId: string; accountAddress: string };
  message: string;
  signature: string;
}

async function openBitcoinHost(): Promise<{ page: Page; pageErrors: string[] }> {
  const { urls, config } = stackInfo();
  const context = await freshContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error.message : String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    // Answer with this run's stack config (build/site/dev-config.json is shared between stacks).
    if (new URL(request.url()).pathname === '/dev-config.json')
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    if (isLocalUrl(request.url())) return void request.continue();
    void request.abort('blockedbyclient');
  });
  await page.evaluateOnNewDocument(() =>
    localStorage.setItem('dev-bitcoin-wallet:config', JSON.stringify({ autoApprove: true })),
  );
  await page.goto(new URL('/bitcoin/?siwx=required', urls.demo).href, { waitUntil: 'load' });
  return { page, pageErrors };
}

const storedSessions = (page: Page): Promise<StoredSession[]> =>
  page.evaluate(
    (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  );

describe('Sign in with Bitcoin', () => {
  test('connecting asks for a BIP-322 sign-in; the page and the demo backend accept it; a reload keeps the session', async () => {
    const { page, pageErrors } = await openBitcoinHost();
    const address = stackInfo().config.bitcoin!.accounts[0]!.payment.address;
    await clickTestId(page, 'connect-button');
    await page.waitForSelector(byTestId(`wallet-selector-${WALLET}`), { visible: true });
    await clickTestId(page, `wallet-selector-${WALLET}`);
    await waitForView(page, 'SIWXSignMessage', 'w3m-siwx-sign-message-view');
    expect(await storedSessions(page)).toEqual([]);

    await clickTestId(page, 'w3m-connecting-siwe-sign');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true, timeout: 20_000 });
    const [session, ...others] = await storedSessions(page);
    expect(others).toEqual([]);
    expect(session!.data).toMatchObject({ chainId: REGTEST, accountAddress: address });
    expect(session!.message.split('\n').slice(0, 2)).toEqual([
      `${new URL(stackInfo().urls.demo).host} wants you to sign in with your Bitcoin account:`,
      address,
    ]);
    // An independent BIP-322 implementation agrees with the page's verifier.
    expect(Verifier.verifySignature(address, session!.message, session!.signature)).toBe(true);
    await page.waitForFunction(() => window.bitcoinSiwxVerdict !== undefined);
    expect(await page.evaluate(() => window.bitcoinSiwxVerdict)).toEqual({ address, chainId: REGTEST });

    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.bitcoinDemoKit?.getAccount('bip122').status === 'connected');
    await page.waitForNetworkIdle({ idleTime: 300 });
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(await storedSessions(page)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

declare global {
  interface Window {
    bitcoinDemoKit?: AppKit;
    bitcoinSiwxVerdict?: { address?: string; chainId?: string; error?: string };
  }
}
