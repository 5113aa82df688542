// Balances, Send and Receive end to end: the React demo host (its `tokens` option lists the stack's
// two test tokens), the Dev Wallet and anvil. Time is moved with a page clock (Date.now offset),
// so the 30 s portfolio cache is tested without waiting for it.
import jsQR from 'jsqr';
import type { Browser, Page } from 'puppeteer';
import { encodeFunctionData, erc20Abi, formatUnits, parseUnits } from 'viem';
import { formatBalance } from '../../src/stores/format';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { pressTestId as press, typeInto, waitForStillness } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const DEV_WALLET = 'dev.w3m-elements.wallet';
const sel = (testId: string): string => `pierce/[data-testid="${testId}"]`;
const [tusd, tst] = stack.config.tokens;
const [owner, other, , receiver] = stack.config.accounts;

interface DevWalletWindow {
  devWallet: { configure(config: object): void };
  __advanceClock(ms: number): void;
}

/** Runs before the page's scripts: Date.now() gains an offset the test can move forward. */
function installClock(): void {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  Date.now = () => realNow() + offset;
  Object.assign(window, { __advanceClock: (ms: number) => (offset += ms) });
}

/** The trimmed text of the element with this test id (through shadow roots), or null. */
function textOf(page: Page, testId: string): Promise<string | null> {
  return page.$eval(sel(testId), (element) => (element.textContent ?? '').trim()).catch(() => null);
}

/** Waits until the element with this test id shows exactly `expected`. */
async function waitForText(page: Page, testId: string, expected: string | RegExp): Promise<void> {
  const pattern = typeof expected === 'string' ? undefined : expected.source;
  const exact = typeof expected === 'string' ? expected : '';
  try {
    await page.waitForFunction(
      async (selector: string, value: string, source: string | undefined) => {
        const find = (root: Document | ShadowRoot): Element | null => {
          const hit = root.querySelector(selector);
          if (hit) return hit;
          for (const element of root.querySelectorAll('*')) {
            const inner = element.shadowRoot ? find(element.shadowRoot) : null;
            if (inner) return inner;
          }
          return null;
        };
        const text = (find(document)?.textContent ?? '').trim();
        return source === undefined ? text === value : new RegExp(source).test(text);
      },
      { polling: 'raf' },
      `[data-testid="${testId}"]`,
      exact,
      pattern,
    );
  } catch (error) {
    throw new Error(
      `${testId} did not show "${String(expected)}" (it shows ${JSON.stringify(await textOf(page, testId))})`,
      {
        cause: error,
      },
    );
  }
}

/** Waits for the snackbar to show this message. */
function waitForSnackbar(page: Page, message: string): Promise<void> {
  return waitForText(page, 'w3m-snackbar', message);
}

async function ethBalance(address: string): Promise<bigint> {
  return BigInt(String(await rpc(stack.urls.evm, 'eth_getBalance', [address, 'latest'])));
}

async function tokenBalance(token: string, address: string): Promise<bigint> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as `0x${string}`],
  });
  return BigInt(String(await rpc(stack.urls.evm, 'eth_call', [{ to: token, data }, 'latest'])));
}

/**
 * Polls the chain until `read` gives `expected` (anvil mines on arrival, but the wallet round trip
 * before it takes a while on a busy machine): up to 15 s, then the last value fails the test.
 */
async function waitForChain(read: () => Promise<bigint>, expected: bigint): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await read()).toBe(expected);
}

/** How the Tokens tab shows an amount (SPEC §5 balance format). */
const shown = (amount: bigint, decimals: number, symbol: string): string =>
  formatBalance(formatUnits(amount, decimals), symbol);

describe('balances, send and receive (React demo host, Dev Wallet, anvil)', () => {
  let browser: Browser;
  let recorded: RecordedPage;

  beforeAll(() => {
    expect(tusd?.symbol).toBe('tUSD');
    expect(tst?.symbol).toBe('TST');
  });

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, 'about:blank');
    recorded.page.setDefaultTimeout(15_000);
    await recorded.page.evaluateOnNewDocument(installClock);
    await recorded.page.goto(stack.urls.demo, { waitUntil: 'load' });
    await configureWallet(recorded.page, {});
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  async function configureWallet(page: Page, extra: object): Promise<void> {
    await page.evaluate(
      (rpcUrl: string, more: object) =>
        (window as unknown as DevWalletWindow).devWallet.configure({
          autoApprove: true,
          chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
          ...more,
        }),
      stack.urls.evm,
      extra,
    );
  }

  async function connectAndOpenAccount(page: Page): Promise<void> {
    await press(page, 'connect-button');
    await press(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(sel('account-button'), { visible: true });
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await press(page, 'account-button');
    await page.waitForSelector(sel('w3m-account-name'), { visible: true });
  }

  /** Shows the Tokens tab again (a new Tokens element, which asks for balances again). */
  async function reopenTokensTab(page: Page): Promise<void> {
    await press(page, 'account-tab-nfts');
    await page.waitForSelector(sel('w3m-account-tokens'), { hidden: true });
    await press(page, 'account-tab-tokens');
  }

  test('the Tokens tab shows ETH and both test tokens; a received transfer shows once the cache expires', async () => {
    const { page } = recorded;
    await connectAndOpenAccount(page);
    const tstBefore = await tokenBalance(tst!.address, owner!);
    await waitForText(page, 'w3m-account-token-amount-ETH', shown(await ethBalance(owner!), 18, 'ETH'));
    await waitForText(
      page,
      'w3m-account-token-amount-tUSD',
      shown(await tokenBalance(tusd!.address, owner!), 6, 'tUSD'),
    );
    await waitForText(page, 'w3m-account-token-amount-TST', shown(tstBefore, 18, 'TST'));

    // Another dev account (unlocked in anvil) sends 5 TST to the connected one.
    const amount = parseUnits('5', 18);
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [owner as `0x${string}`, amount],
    });
    await rpc(stack.urls.evm, 'eth_sendTransaction', [{ from: other, to: tst!.address, data }]);
    await waitForChain(() => tokenBalance(tst!.address, owner!), tstBefore + amount);

    // 29 s later the portfolio cache still answers: the old amount.
    await page.evaluate(() => (window as unknown as DevWalletWindow).__advanceClock(29_000));
    await reopenTokensTab(page);
    await page.waitForSelector(sel('w3m-account-token-amount-TST'), { visible: true });
    expect(await textOf(page, 'w3m-account-token-amount-TST')).toBe(shown(tstBefore, 18, 'TST'));

    // Past 30 s the balances are read again.
    await page.evaluate(() => (window as unknown as DevWalletWindow).__advanceClock(1_500));
    await reopenTokensTab(page);
    await waitForText(page, 'w3m-account-token-amount-TST', shown(tstBefore + amount, 18, 'TST'));
  });

  test('a wallet that answers wallet_getAssets is used instead of RPC', async () => {
    const { page } = recorded;
    await configureWallet(page, {
      capabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      assets: {
        '0x7a69': [
          {
            address: tusd!.address,
            balance: '0x2faf080',
            type: 'ERC20',
            metadata: { name: 'Wallet USD', symbol: 'wUSD', decimals: 6, price: 1, iconUrl: '' },
          },
        ],
      },
    });
    await connectAndOpenAccount(page);
    await waitForText(page, 'w3m-account-token-amount-wUSD', '50 wUSD');
    await waitForText(page, 'w3m-account-token-usd-wUSD', '$50.00');
    expect(await textOf(page, 'w3m-account-token-amount-TST')).toBeNull();
  });

  test('a malformed wallet_getAssets answer falls back to RPC', async () => {
    const { page } = recorded;
    await configureWallet(page, {
      capabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      assets: { '0x7a69': [{ address: tusd!.address, balance: 50, type: 'ERC20' }] },
    });
    await connectAndOpenAccount(page);
    await waitForText(
      page,
      'w3m-account-token-amount-TST',
      shown(await tokenBalance(tst!.address, owner!), 18, 'TST'),
    );
    expect(await textOf(page, 'w3m-account-token-amount-wUSD')).toBeNull();
  });

  test('sending ETH and then TST through the Send views changes the receiver balances on chain', async () => {
    const { page } = recorded;
    await connectAndOpenAccount(page);
    const ethBefore = await ethBalance(receiver!);
    await press(page, 'w3m-account-feature-send');
    await waitForText(page, 'w3m-send-select-token', /^ETH/);
    await typeInto(page, 'w3m-send-amount-input', '1.5');
    await typeInto(page, 'w3m-send-address-input', receiver!);
    await press(page, 'w3m-send-preview-button');
    await waitForText(page, 'w3m-send-preview-amount', '1.5 ETH');
    await waitForFee(page);
    // A plain transfer on anvil costs a few hundred-thousandths of an ETH: below the 3 decimals shown.
    expect(await textOf(page, 'w3m-send-fee')).toBe('< 0.001 ETH');
    await press(page, 'w3m-send-confirm');
    await waitForChain(() => ethBalance(receiver!), ethBefore + parseUnits('1.5', 18));
    await page.waitForSelector(sel('w3m-account-name'), { visible: true });

    const tstBefore = await tokenBalance(tst!.address, receiver!);
    await press(page, 'w3m-account-feature-send');
    await press(page, 'w3m-send-select-token');
    await press(page, 'w3m-send-token-TST');
    await waitForText(page, 'w3m-send-select-token', /^TST/);
    await typeInto(page, 'w3m-send-amount-input', '7');
    await typeInto(page, 'w3m-send-address-input', receiver!);
    await press(page, 'w3m-send-preview-button');
    await waitForText(page, 'w3m-send-preview-amount', '7 TST');
    await waitForFee(page);
    await press(page, 'w3m-send-confirm');
    await waitForChain(() => tokenBalance(tst!.address, receiver!), tstBefore + parseUnits('7', 18));
    await page.waitForSelector(sel('w3m-account-name'), { visible: true });
  });

  test('an invalid address, a zero or too large amount and a rejection each show their message', async () => {
    const { page } = recorded;
    await connectAndOpenAccount(page);
    await press(page, 'w3m-account-feature-send');
    await waitForText(page, 'w3m-send-select-token', /^ETH/);
    await typeInto(page, 'w3m-send-amount-input', '1');
    await typeInto(page, 'w3m-send-address-input', '0x1234');
    await waitForText(page, 'w3m-send-error', 'Invalid address');
    await typeInto(page, 'w3m-send-address-input', receiver!);
    await typeInto(page, 'w3m-send-amount-input', '0');
    await waitForText(page, 'w3m-send-error', 'An amount and receiver address are required');
    await typeInto(page, 'w3m-send-amount-input', '100000000');
    await waitForText(page, 'w3m-send-error', 'Insufficient funds');
    expect(
      await page.$eval(sel('w3m-send-preview-button'), (button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);

    const before = await ethBalance(receiver!);
    await typeInto(page, 'w3m-send-amount-input', '0.25');
    await waitForText(page, 'w3m-send-error', '');
    await configureWallet(page, { autoApprove: false, rejectAll: true });
    await press(page, 'w3m-send-preview-button');
    await waitForFee(page);
    await press(page, 'w3m-send-confirm');
    await waitForSnackbar(page, 'You rejected the request in your wallet.');
    // Back on the form, which kept what was typed; nothing was sent.
    await page.waitForSelector(sel('w3m-send-amount-input'), { visible: true });
    expect(await page.$eval(sel('w3m-send-amount-input'), (input) => (input as HTMLInputElement).value)).toBe(
      '0.25',
    );
    expect(await ethBalance(receiver!)).toBe(before);
  });

  test('Receive shows a QR code that decodes to the address', async () => {
    const { page } = recorded;
    await connectAndOpenAccount(page);
    await press(page, 'w3m-account-feature-receive');
    await page.waitForSelector('pierce/[data-testid="w3m-receive-qr"] svg', { visible: true });
    const square = await page.waitForSelector(sel('w3m-receive-qr'), { visible: true });
    // The card animates its height, fades the new view in and may grow again when late data
    // arrives: shoot the code once all is still, and again (until a deadline) if it was moving.
    const deadline = Date.now() + 10_000;
    let decoded: string | undefined;
    do {
      await waitForStillness(page);
      const png = await square!.screenshot({ encoding: 'base64' });
      decoded = decodeQr(await pixelsOf(browser, png));
    } while (decoded === undefined && Date.now() < deadline);
    expect(decoded).toBe(owner);
    await page.waitForSelector(sel('w3m-receive-network-Localhost'), { visible: true });
  });
});

/** Waits until the preview shows a fee estimate (a number of ETH). */
async function waitForFee(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      // A real fee: a number with up to 3 decimals, or '< 0.001' below that precision, never '0'.
      const text = (find(document)?.textContent ?? '').trim();
      return /^(?:< 0\.001|\d+(?:\.\d{1,3})?) ETH$/.test(text) && text !== '0 ETH';
    },
    { polling: 'raf' },
    '[data-testid="w3m-send-fee"]',
  );
}

interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/** Decodes a PNG into RGBA pixels in a blank page (no CSP there), for jsQR. */
async function pixelsOf(browser: Browser, png: string): Promise<Pixels> {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (base64: string) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: Array.from(data) };
    }, png);
  } finally {
    await blank.close();
  }
}

function decodeQr(pixels: Pixels): string | undefined {
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}
