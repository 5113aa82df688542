import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { getAddress, verifyMessage } from 'viem';
import { launchBrowser, isLocalUrl } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { recordConsole, REACT_DEVELOPMENT_NOTICE, type ConsoleRecord } from '../support/console-recorder';
import { stackInfo } from '../support/stack-info';

// The w3m-react hooks in the React host (www/react/hooks-panel.tsx): the panel reads and acts only
// through the hooks, while the widget's own views connect the Dev Wallet. The host runs with
// React's development build (/react-dev/), which prints React's warnings, and every console
// message is recorded: any error or warning fails the test.

const DEV_RDNS = 'dev.w3m-elements.wallet';
/** Must match HOOKS_MESSAGE in www/react/hooks-panel.tsx. */
const HOOKS_MESSAGE = 'Signed from the w3m-react hooks panel';
const byTestId = (id: string) => `pierce/[data-testid="${id}"]`;

useCleanChain();

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await context.close();
});

afterAll(async () => {
  await browser.close();
});

interface HostPage {
  page: Page;
  /** Every console message and uncaught exception. */
  console: ConsoleRecord;
  blocked: string[];
}

/**
 * Opens the React host's development build in a fresh context, with the Dev Wallet knowing both
 * stack chains; `query` is appended to the URL and `colorScheme` is the OS scheme the page sees.
 */
async function openHost(query = '', colorScheme: 'dark' | 'light' = 'dark'): Promise<HostPage> {
  const { urls, config } = stackInfo();
  context = await browser.createBrowserContext();
  const page = await context.newPage();
  const host: HostPage = { page, console: recordConsole(page), blocked: [] };
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isLocalUrl(request.url())) return void request.continue();
    host.blocked.push(request.url());
    void request.abort('blockedbyclient');
  });
  const chains = config.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }));
  await page.evaluateOnNewDocument((value: string) => {
    localStorage.setItem('dev-wallet:config', value);
  }, JSON.stringify({ chains }));
  await page.goto(new URL(`/react-dev/${query}`, urls.demo).href, { waitUntil: 'load' });
  await page.waitForSelector(byTestId('hooks-panel'), { visible: true });
  await page.evaluate(() => window.devWallet?.configure({ autoApprove: true }));
  return host;
}

/** Fails unless React's development build ran, and the page printed no error or warning. */
function expectCleanDevelopmentConsole(host: HostPage): void {
  // React's development build announces itself; the production build prints nothing at all.
  expect(host.console.entries.some((entry) => REACT_DEVELOPMENT_NOTICE.test(entry.text))).toBe(true);
  expect(host.console.problems()).toEqual([]);
  expect(host.blocked).toEqual([]);
}

/** Waits (polling in the page) until the text of a light-DOM test id matches; returns it. */
async function waitForText(page: Page, testId: string, match: string | RegExp): Promise<string> {
  const want = typeof match === 'string' ? { equals: match } : { pattern: match.source };
  try {
    const handle = await page.waitForFunction(
      (id: string, wanted: { equals?: string; pattern?: string }) => {
        const value = (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim();
        const ok =
          wanted.equals !== undefined
            ? value === wanted.equals
            : new RegExp(wanted.pattern ?? '').test(value);
        // An object, so that an expected empty text still counts as a match.
        return ok ? { value } : false;
      },
      { timeout: 20_000 },
      testId,
      want,
    );
    return ((await handle.jsonValue()) as { value: string }).value;
  } catch (error) {
    const last = await page
      .$eval(`[data-testid="${testId}"]`, (element) => element.textContent ?? '')
      .catch(() => '(missing)');
    throw new Error(
      `[data-testid="${testId}"] never matched ${String(match)}; last text: "${last}" (${String(error)})`,
    );
  }
}

test('the hooks follow a connect, a network switch, a signature and a disconnect', async () => {
  const host = await openHost();
  const { page } = host;
  const address = getAddress(stackInfo().config.accounts[0]!);
  const [first, second] = stackInfo().config.chains;
  expect(await waitForText(page, 'hooks-status', /^(disconnected|connecting)$/)).toBeTruthy();
  expect(await waitForText(page, 'hooks-address', '')).toBe('');

  // useAppKit().open and useAppKitState().open
  await page.click('[data-testid="hooks-open"]');
  await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
  await waitForText(page, 'hooks-modal', 'open');

  // The widget's connect view; the hooks re-render with the account and the chain.
  // Clicked in the page: a mouse click at the row's centre can miss while the card still animates in.
  await (await page.waitForSelector(byTestId(`wallet-selector-${DEV_RDNS}`), { visible: true }))!.evaluate(
    (element) => (element as HTMLElement).click(),
  );
  await waitForText(page, 'hooks-address', address);
  await waitForText(page, 'hooks-status', 'connected');
  await waitForText(page, 'hooks-chain', String(first!.chainId));
  await waitForText(page, 'hooks-wallet', 'Dev Wallet');
  // useAppKitProvider's walletProviderType: the Dev Wallet is an EIP-6963 (announced) wallet.
  await waitForText(page, 'hooks-provider-type', 'ANNOUNCED');
  // useAppKitAccount's embeddedWalletInfo: only an email or social login has one.
  await waitForText(page, 'hooks-embedded', 'none');
  await waitForText(page, 'hooks-event', 'CONNECT_SUCCESS');
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  await waitForText(page, 'hooks-modal', 'closed');

  // useAppKitNetwork().switchNetwork
  await page.click('[data-testid="hooks-switch"]');
  await waitForText(page, 'hooks-chain', String(second!.chainId));
  expect(await page.evaluate(() => window.devWallet?.getState().chainId)).toBe(second!.chainId);

  // useAppKitProvider('eip155').walletProvider signs
  await page.click('[data-testid="hooks-sign"]');
  const signature = await waitForText(page, 'hooks-signature', /^0x[0-9a-f]{130}$/i);
  expect(
    await verifyMessage({ address, message: HOOKS_MESSAGE, signature: signature as `0x${string}` }),
  ).toBe(true);

  // useDisconnect().disconnect
  await page.click('[data-testid="hooks-disconnect"]');
  await waitForText(page, 'hooks-status', 'disconnected');
  await waitForText(page, 'hooks-address', '');
  await waitForText(page, 'hooks-event', 'DISCONNECT_SUCCESS');
  await waitForText(page, 'hooks-provider-type', '');
  expect(await page.evaluate(() => window.devWallet?.getState().connected)).toBe(false);

  expectCleanDevelopmentConsole(host);
});

test('useAppKitTheme re-renders when the OS scheme changes under themeMode system, and sets the mode', async () => {
  const host = await openHost('?theme=system', 'dark');
  const { page } = host;
  await waitForText(page, 'hooks-theme', 'dark');
  // Nothing calls a setter here: the change reaches the hook through the instance's theme subscription.
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await waitForText(page, 'hooks-theme', 'light');
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await waitForText(page, 'hooks-theme', 'dark');
  // useAppKitTheme().setThemeMode, and the modal's elements follow the same theme.
  await page.click('[data-testid="hooks-theme-toggle"]');
  await waitForText(page, 'hooks-theme', 'light');
  await page.waitForFunction(
    () => document.querySelector('w3m-modal')?.getAttribute('data-theme') === 'light',
  );
  expectCleanDevelopmentConsole(host);
});
