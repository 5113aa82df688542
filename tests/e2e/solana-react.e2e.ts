import type { HTTPRequest, Page } from 'puppeteer';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, hex } from '@scure/base';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { recordConsole, REACT_DEVELOPMENT_NOTICE, type ConsoleRecord } from '../support/console-recorder';
import { byTestId, clickTestId, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Solana in the React host (`?solana=1`: the stack's Solana chain beside the EVM ones, and the Dev
// Solana Wallet in the page): the w3m-react hooks with namespace 'solana' (www/react/
// solana-hooks-panel.tsx), and Sign In With Solana (`&siwx=required`) checked by the page and the
// stack's demo backend (w3m-elements/siwx-server).

const SOLANA_WALLET = 'wallet-standard:Dev Solana Wallet';
const DEV_ADDRESS = devSolanaKeypair(0).publicKey.toBase58();
/** Must match SOLANA_HOOKS_MESSAGE in www/react/solana-hooks-panel.tsx. */
const HOOKS_MESSAGE = 'Signed from the w3m-react Solana hooks panel';
const SESSIONS_KEY = '@w3m/siwx_sessions';

const freshContext = useFreshContexts();

interface StoredSession {
  data: { chainId: string; accountAddress: string };
  message: string;
  signature: string;
}

interface Host {
  page: Page;
  console: ConsoleRecord;
  blocked: string[];
}

/** Opens `path` of the demo server in a fresh context; /dev-config.json answers with this run's stack. */
async function openReactHost(path: string): Promise<Host> {
  const { urls, config } = stackInfo();
  const context = await freshContext();
  const page = await context.newPage();
  const host: Host = { page, console: recordConsole(page), blocked: [] };
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isLocalUrl(request.url()) && new URL(request.url()).pathname === '/dev-config.json')
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    if (isLocalUrl(request.url())) return void request.continue();
    host.blocked.push(request.url());
    void request.abort('blockedbyclient');
  });
  await page.goto(new URL(path, urls.demo).href, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="solana-hooks-panel"]', { visible: true });
  return host;
}

/** Waits until the light-DOM text of a test id equals `expected`. */
async function waitForPanelText(page: Page, testId: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (id: string, wanted: string) =>
      (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim() === wanted,
    { timeout: 20_000 },
    testId,
    expected,
  );
}

/** Approves the Dev Solana Wallet's next in-page prompt. */
async function approveInWallet(page: Page): Promise<void> {
  await page.waitForSelector(byTestId('dev-wallet-prompt'), { visible: true, timeout: 20_000 });
  await clickTestId(page, 'dev-wallet-approve');
  await page.waitForSelector(byTestId('dev-wallet-prompt'), { hidden: true, timeout: 20_000 });
}

async function connectDevSolanaWallet(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await page.waitForSelector(byTestId(`wallet-selector-${SOLANA_WALLET}`), { visible: true });
  await clickTestId(page, `wallet-selector-${SOLANA_WALLET}`);
  await approveInWallet(page);
}

const storedSessions = (page: Page): Promise<StoredSession[]> =>
  page.evaluate(
    (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  );

describe('Solana in the React host', () => {
  test("useAppKitAccount({ namespace: 'solana' }) and useAppKitProvider('solana') follow a connect, a signature and a disconnect of Solana alone", async () => {
    const host = await openReactHost('/react-dev/?solana=1');
    const { page } = host;
    const caipNetworkId = stackInfo().config.solana!.caipNetworkId;
    await waitForPanelText(page, 'solana-hooks-status', 'disconnected');
    await waitForPanelText(page, 'solana-hooks-address', '');

    await connectDevSolanaWallet(page);
    await waitForPanelText(page, 'solana-hooks-status', 'connected');
    await waitForPanelText(page, 'solana-hooks-address', DEV_ADDRESS);
    await waitForPanelText(page, 'solana-hooks-caip', `${caipNetworkId}:${DEV_ADDRESS}`);
    await waitForPanelText(page, 'solana-hooks-public-key', DEV_ADDRESS);
    await waitForPanelText(page, 'solana-hooks-provider-type', 'ANNOUNCED');
    // The eip155 hooks are not fooled by the Solana account.
    await waitForPanelText(page, 'hooks-address', '');

    // The provider of useAppKitProvider('solana') signs through the wallet; the signature verifies.
    await page.click('[data-testid="solana-hooks-sign"]');
    await approveInWallet(page);
    await page.waitForFunction(
      () =>
        /^[0-9a-f]{128}$/.test(
          document.querySelector('[data-testid="solana-hooks-signature"]')?.textContent ?? '',
        ),
      { timeout: 20_000 },
    );
    const signature = await page.$eval(
      '[data-testid="solana-hooks-signature"]',
      (node) => node.textContent ?? '',
    );
    const message = new TextEncoder().encode(HOOKS_MESSAGE);
    const key = devSolanaKeypair(0).publicKey.toBytes();
    expect(ed25519.verify(hex.decode(signature), message, key)).toBe(true);

    await page.click('[data-testid="solana-hooks-disconnect"]');
    await waitForPanelText(page, 'solana-hooks-status', 'disconnected');
    await waitForPanelText(page, 'solana-hooks-address', '');
    await waitForPanelText(page, 'solana-hooks-public-key', '');

    expect(host.console.entries.some((entry) => REACT_DEVELOPMENT_NOTICE.test(entry.text))).toBe(true);
    expect(host.console.problems()).toEqual([]);
    expect(host.blocked).toEqual([]);
  });

  test('Sign In With Solana: connecting asks for a sign-in; the page and the demo backend accept it; a reload keeps the session without a prompt', async () => {
    const host = await openReactHost('/?solana=1&siwx=required');
    const { page } = host;
    const caipNetworkId = stackInfo().config.solana!.caipNetworkId;
    await connectDevSolanaWallet(page);
    await waitForView(page, 'SIWXSignMessage', 'w3m-siwx-sign-message-view');
    expect(await storedSessions(page)).toEqual([]);

    await clickTestId(page, 'w3m-connecting-siwe-sign');
    await approveInWallet(page);
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true, timeout: 20_000 });
    const [session, ...others] = await storedSessions(page);
    expect(others).toEqual([]);
    expect(session!.data).toMatchObject({ chainId: caipNetworkId, accountAddress: DEV_ADDRESS });
    expect(session!.message.split('\n').slice(0, 2)).toEqual([
      `${new URL(stackInfo().urls.demo).host} wants you to sign in with your Solana account:`,
      DEV_ADDRESS,
    ]);
    // Checked here too, with another ed25519 implementation than the page's WebCrypto.
    expect(
      ed25519.verify(
        base58.decode(session!.signature),
        new TextEncoder().encode(session!.message),
        devSolanaKeypair(0).publicKey.toBytes(),
      ),
    ).toBe(true);
    await waitForPanelText(page, 'siwx-backend', `accepted ${DEV_ADDRESS} on ${caipNetworkId}`);

    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid="solana-hooks-panel"]', { visible: true });
    await waitForPanelText(page, 'solana-hooks-status', 'connected');
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await page.$(byTestId('dev-wallet-prompt'))).toBeNull();
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(await storedSessions(page)).toHaveLength(1);
    expect(host.blocked).toEqual([]);
  });
});
