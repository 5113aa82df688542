import type { HTTPRequest, Page } from 'puppeteer';
import { createPublicClient, erc20Abi, getAddress, http, verifyMessage, verifyTypedData } from 'viem';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { stackInfo } from '../support/stack-info';

// EVM end to end against anvil with the Dev Wallet: the React demo page (www/react) drives the
// widget's own views (connect, account, networks) and the host provider from kit.getProvider().

const DEV_RDNS = 'dev.w3m-elements.wallet';
const SECOND_RDNS = 'com.example.second';
/** The bundled registry entry of MetaMask (rdns io.metamask), for the excludeWalletIds rule. */
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const MESSAGE = 'Hello from the w3m-elements demo';

const byTestId = (id: string) => `pierce/[data-testid="${id}"]`;

useCleanChain();

const freshContext = useFreshContexts();

interface DemoOptions {
  /** Query string for the demo page (e.g. '?allowUnsupportedChain=1'). */
  query?: string;
  /** Extra Dev Wallet configuration (merged over autoApprove + the stack's chain). */
  wallet?: Record<string, unknown>;
  /** Another tiny EIP-6963 wallet to announce in the page. */
  announce?: { rdns: string; name: string };
}

interface Demo {
  page: Page;
  pageErrors: string[];
  blocked: string[];
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** Runs in the page before its scripts: a minimal wallet that only announces itself. */
function installAnnouncingWallet(info: { uuid: string; name: string; icon: string; rdns: string }): void {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_accounts') return [];
      if (method === 'eth_chainId') return '0x7a69';
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  const detail = Object.freeze({ info: Object.freeze(info), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/** Opens the React demo in a fresh browser context (no storage shared with other tests). */
async function openDemo(options: DemoOptions = {}): Promise<Demo> {
  const { urls, config } = stackInfo();
  const context = await freshContext();
  const page = await context.newPage();
  const demo: Demo = { page, pageErrors: [], blocked: [] };
  page.on('pageerror', (error) =>
    demo.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    // build/site/dev-config.json is shared by every stack started from this tree; answer with the
    // config of the stack this run started, so a parallel run elsewhere cannot redirect the page.
    if (new URL(request.url()).pathname === '/dev-config.json') {
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
  const first = config.chains[0]!;
  const walletConfig = JSON.stringify({
    autoApprove: true,
    chains: [{ chainId: first.chainId, rpcUrl: first.rpcUrl, name: first.name }],
    ...options.wallet,
  });
  await page.evaluateOnNewDocument((value: string) => {
    localStorage.setItem('dev-wallet:config', value);
  }, walletConfig);
  if (options.announce) {
    await page.evaluateOnNewDocument(installAnnouncingWallet, {
      uuid: '9a4b4c1e-3f2d-4e5a-8b6c-7d8e9f0a1b2c',
      name: options.announce.name,
      icon: ICON,
      rdns: options.announce.rdns,
    });
  }
  await page.goto(`${urls.demo}${options.query ?? ''}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="evm-panel"]');
  return demo;
}

/**
 * Clicks a demo panel button once it is enabled (the panel disables its buttons while a request
 * runs). A DOM click, not a mouse click at coordinates: the panel's layout still shifts while the
 * balance and results fill in, and a click at stale coordinates would miss the button.
 */
async function clickEnabled(page: Page, testId: string): Promise<void> {
  const button = await page.waitForSelector(`[data-testid="${testId}"]:not([disabled])`, { visible: true });
  await button!.evaluate((element) => (element as HTMLButtonElement).click());
}

async function text(page: Page, testId: string): Promise<string> {
  return page.$eval(byTestId(testId), (element) => (element.textContent ?? '').trim());
}

/** What an element's text must look like: exactly a value, or matching a pattern. */
type TextMatch = string | RegExp;

/** Waits (polling in the page, no fixed sleeps) until an element's text matches; returns the text. */
async function waitForText(page: Page, testId: string, match: TextMatch): Promise<string> {
  const wanted =
    typeof match === 'string' ? { equals: match } : { pattern: match.source, flags: match.flags };
  try {
    const handle = await page.waitForFunction(
      (id: string, want: { equals?: string; pattern?: string; flags?: string }) => {
        const find = (root: Document | ShadowRoot): Element | null => {
          const hit = root.querySelector(`[data-testid="${id}"]`);
          if (hit) return hit;
          for (const host of root.querySelectorAll('*')) {
            const inner = host.shadowRoot ? find(host.shadowRoot) : null;
            if (inner) return inner;
          }
          return null;
        };
        const value = (find(document)?.textContent ?? '').trim();
        const ok =
          want.equals !== undefined
            ? value === want.equals
            : new RegExp(want.pattern ?? '', want.flags).test(value);
        return ok ? value : false;
      },
      { timeout: 20_000 },
      testId,
      wanted,
    );
    return String(await handle.jsonValue());
  } catch (error) {
    const last = await text(page, testId).catch(() => '(missing)');
    const panelError = await text(page, 'evm-error').catch(() => '');
    throw new Error(
      `[data-testid="${testId}"] never matched ${String(match)}; last text: "${last}"` +
        `${panelError ? `; the panel shows "${panelError}"` : ''} (${String(error)})`,
    );
  }
}

const accountAddress = (index: number) => getAddress(stackInfo().config.accounts[index]!);

/** Clicks a control inside the modal once visible (a DOM click: the card may still be sliding in). */
async function clickInModal(page: Page, testId: string): Promise<void> {
  const control = await page.waitForSelector(byTestId(testId), { visible: true });
  await control!.evaluate((element) => (element as HTMLElement).click());
}

/** Clicks Connect, then the Dev Wallet row; resolves once the demo sees the account. */
async function connectDevWallet(page: Page): Promise<void> {
  await (await page.waitForSelector(byTestId('connect-button'), { visible: true }))!.click();
  await clickInModal(page, `wallet-selector-${DEV_RDNS}`);
  await waitForText(page, 'evm-address', accountAddress(0));
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
}

function publicClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}

describe('connect, persist, disconnect', () => {
  test('the account button shows the shortened address and the ETH balance; a refresh keeps the connection; disconnect clears it', async () => {
    const { page, pageErrors, blocked } = await openDemo();
    await connectDevWallet(page);
    const address = accountAddress(0);
    const button = await page.waitForSelector(byTestId('account-button'), { visible: true });
    await page.waitForFunction(
      (el: Element) => / ETH/.test(el.textContent ?? ''),
      { timeout: 20_000 },
      button!,
    );
    const label = await button!.evaluate((el) => el.textContent ?? '');
    expect(label).toContain(`${address.slice(0, 4)}…${address.slice(-6)}`);
    expect(label).not.toContain(address);
    expect(label).toMatch(/\d[\d,]*(\.\d{1,3})? ETH/);
    expect(await text(page, 'evm-network')).toBe('eip155:31337');

    await page.reload({ waitUntil: 'load' });
    await waitForText(page, 'evm-status', 'connected');
    expect(await text(page, 'evm-address')).toBe(address);
    expect(await text(page, 'evm-network')).toBe('eip155:31337');
    await page.waitForSelector(byTestId('account-button'), { visible: true });

    await (await page.waitForSelector(byTestId('account-button'), { visible: true }))!.click();
    await clickInModal(page, 'disconnect-button');
    await waitForText(page, 'evm-status', 'disconnected');
    expect(await text(page, 'evm-address')).toBe('');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    expect(await page.evaluate(() => window.devWallet?.getState().connected)).toBe(false);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});

describe('signing', () => {
  test('personal_sign and eth_signTypedData_v4 signatures verify with viem', async () => {
    const { page, pageErrors } = await openDemo();
    await connectDevWallet(page);
    const address = accountAddress(0);

    await clickEnabled(page, 'evm-sign-message');
    const signature = await waitForText(page, 'evm-signature', /^0x[0-9a-f]+$/i);
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(
      true,
    );

    await clickEnabled(page, 'evm-sign-typed-data');
    const typed = await waitForText(page, 'evm-typed-signature', /^0x[0-9a-f]+$/i);
    const valid = await verifyTypedData({
      address,
      signature: typed as `0x${string}`,
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'w3m-elements demo', version: '1', chainId: 31337 },
      message: {
        from: { name: 'Alice', wallet: address },
        to: { name: 'Bob', wallet: accountAddress(1) },
        contents: 'Hello from the demo',
      },
    });
    expect(valid).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a rejected request shows a clear error and leaves the connection intact', async () => {
    const { page } = await openDemo();
    await connectDevWallet(page);
    await page.evaluate(() => window.devWallet?.configure({ rejectAll: true }));
    await clickEnabled(page, 'evm-sign-message');
    const error = await waitForText(page, 'evm-error', /./);
    expect(error).toBe('You rejected the request in your wallet.');
    expect(await text(page, 'evm-status')).toBe('connected');
    expect(await text(page, 'evm-address')).toBe(accountAddress(0));
    expect(await page.evaluate(() => window.devWallet?.getState().connected)).toBe(true);
  });
});

describe('transfers', () => {
  test('sending 0.01 ETH and 1 test token changes the balances on chain', async () => {
    const { config } = stackInfo();
    const chain = config.chains[0]!;
    const token = config.tokens.find((candidate) => candidate.chainId === chain.chainId)!;
    const client = publicClient(chain.rpcUrl);
    const receiver = accountAddress(1);
    const ethBefore = await client.getBalance({ address: receiver });
    const tokenBefore = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    });

    const { page } = await openDemo();
    await connectDevWallet(page);
    await clickEnabled(page, 'evm-send-eth');
    await waitForText(page, 'evm-send-eth-hash', /^0x[0-9a-f]{64}$/i);
    await clickEnabled(page, 'evm-send-token');
    const tokenHash = await waitForText(page, 'evm-send-token-hash', /^0x[0-9a-f]{64}$/i);
    await client.waitForTransactionReceipt({ hash: tokenHash as `0x${string}` });

    expect(await client.getBalance({ address: receiver })).toBe(ethBefore + 10n ** 16n);
    const tokenAfter = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    });
    expect(tokenAfter).toBe(tokenBefore + 10n ** BigInt(token.decimals));
  });
});

describe('networks', () => {
  test('switching to 31338 runs add-chain then switch; a chainChanged from the wallet updates the modal', async () => {
    const { page, pageErrors } = await openDemo();
    await connectDevWallet(page);
    expect(await page.evaluate(() => window.devWallet?.getState().chains.map((c) => c.chainId))).toEqual([
      31337,
    ]);
    await clickEnabled(page, 'evm-switch-second');
    await waitForText(page, 'evm-network', 'eip155:31338');
    expect(await text(page, 'evm-chain-id')).toBe('31338');
    const state = await page.evaluate(() => window.devWallet?.getState());
    expect(state?.chainId).toBe(31338);
    expect(state?.chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    // The modal follows the wallet: the Account view shows the network, also when the wallet changes it.
    await (await page.waitForSelector(byTestId('account-button'), { visible: true }))!.click();
    await waitForText(page, 'w3m-account-network', /Localhost 2/);
    await page.evaluate(() => window.devWallet?.switchChain(31337));
    await waitForText(page, 'evm-network', 'eip155:31337');
    await waitForText(page, 'w3m-account-network', /^(?!.*Localhost 2).*Localhost/);
    expect(await text(page, 'evm-chain-id')).toBe('31337');
    expect(pageErrors).toEqual([]);
  });

  test('a chain the host did not configure opens UnsupportedChain; with allowUnsupportedChain it does not', async () => {
    const { config } = stackInfo();
    const extra = { chainId: 1337, rpcUrl: config.chains[0]!.rpcUrl, name: 'Not configured' };
    const chains = [{ chainId: 31337, rpcUrl: config.chains[0]!.rpcUrl, name: 'Localhost' }, extra];

    const strict = await openDemo({ wallet: { chains } });
    await connectDevWallet(strict.page);
    await strict.page.evaluate(() => window.devWallet?.switchChain(1337));
    await strict.page.waitForSelector('pierce/w3m-unsupported-chain-view', { visible: true });
    await strict.page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
    await strict.page.evaluate(() => window.devWallet?.switchChain(31337));
    await strict.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    const relaxed = await openDemo({ wallet: { chains }, query: '?allowUnsupportedChain=1' });
    await connectDevWallet(relaxed.page);
    await relaxed.page.evaluate(() => window.devWallet?.switchChain(1337));
    await waitForText(relaxed.page, 'evm-chain-id', '1337');
    expect(await relaxed.page.$('pierce/w3m-unsupported-chain-view')).toBeNull();
    expect(await text(relaxed.page, 'evm-status')).toBe('connected');
  });
});

describe('wallet discovery', () => {
  const rowCount = (page: Page, id: string) =>
    page.$$(byTestId(`wallet-selector-${id}`)).then((rows) => rows.length);

  test('two announced wallets plus window.ethereum appear once each', async () => {
    const { page, pageErrors } = await openDemo({
      wallet: { legacyInjection: true },
      announce: { rdns: SECOND_RDNS, name: 'Second Wallet' },
    });
    expect(
      await page.evaluate(() => (window as { ethereum?: unknown }).ethereum === window.devWallet?.provider),
    ).toBe(true);
    await (await page.waitForSelector(byTestId('connect-button'), { visible: true }))!.click();
    await page.waitForSelector(byTestId(`wallet-selector-${SECOND_RDNS}`), { visible: true });
    expect(await rowCount(page, DEV_RDNS)).toBe(1);
    expect(await rowCount(page, SECOND_RDNS)).toBe(1);
    expect(await rowCount(page, 'injected')).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('a wallet in excludeWalletIds is hidden by its rdns', async () => {
    const shown = await openDemo({ announce: { rdns: 'io.metamask', name: 'MetaMask' } });
    await (await shown.page.waitForSelector(byTestId('connect-button'), { visible: true }))!.click();
    await shown.page.waitForSelector(byTestId(`wallet-selector-${DEV_RDNS}`), { visible: true });
    const metaMaskRows = async (page: Page) =>
      (await rowCount(page, 'io.metamask')) + (await rowCount(page, METAMASK_ID));
    expect(await metaMaskRows(shown.page)).toBeGreaterThan(0);

    const hidden = await openDemo({
      announce: { rdns: 'io.metamask', name: 'MetaMask' },
      query: `?exclude=${METAMASK_ID}`,
    });
    await (await hidden.page.waitForSelector(byTestId('connect-button'), { visible: true }))!.click();
    await hidden.page.waitForSelector(byTestId(`wallet-selector-${DEV_RDNS}`), { visible: true });
    // The rdns/name rule needs the excluded wallet's registry entry, which loads with the wallet list.
    await hidden.page.waitForSelector(byTestId('wallet-selector-io.metamask'), { hidden: true });
    const rows = await hidden.page.$$eval('pierce/[data-testid^="wallet-selector-"]', (elements) =>
      elements.map((element) => element.getAttribute('data-testid')),
    );
    expect(rows).toContain(`wallet-selector-${DEV_RDNS}`);
    expect(rows).not.toContain('wallet-selector-io.metamask');
    expect(rows).not.toContain(`wallet-selector-${METAMASK_ID}`);
  });
});
