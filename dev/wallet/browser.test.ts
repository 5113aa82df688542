import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { createPublicClient, http, toHex, verifyMessage, type Hex } from 'viem';
import { startAnvil } from '../evm/anvil';
import { findFreePort } from '../ports';
import { buildDevWallet } from './build';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://127.0.0.1:*";
const APPROVE = 'pierce/[data-testid="dev-wallet-approve"]';
const REJECT = 'pierce/[data-testid="dev-wallet-reject"]';
const PROMPT = 'pierce/[data-testid="dev-wallet-prompt"]';

const page = (head: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dev wallet check</title>${head}</head><body><main>blank</main></body></html>`;

const PAGES: Readonly<Record<string, string>> = {
  '/': page('<script src="/dev-wallet.js"></script>'),
  '/bare': page('<meta name="dev-wallet-config" content=\'{"autoApprove":true,"accountIndex":1}\'>'),
  '/bad-meta': page(
    '<meta name="dev-wallet-config" content=\'{"autoApprove":"yes"}\'><script src="/dev-wallet.js"></script>',
  ),
};

describe('Dev Wallet bundle in headless Chromium', () => {
  let outDir: string;
  let source: string;
  let axeSource: string;
  let bundleBytes: number;
  let server: Server;
  let origin: string;
  let browser: Browser;
  let tab: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'dev-wallet-'));
    const built = await buildDevWallet(join(outDir, 'dev-wallet.js'));
    bundleBytes = built.bytes;
    source = await readFile(built.outFile, 'utf8');
    axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/axe.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(axeSource);
        return;
      }
      if (path === '/dev-wallet.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(source);
        return;
      }
      const html = PAGES[path];
      if (html === undefined) response.writeHead(404).end();
      else
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP })
          .end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await puppeteer.launch({
      executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
      headless: 'shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    tab = await browser.newPage();
    consoleErrors = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Any CSP violation on the page is recorded so the tests can assert there was none.
    await tab.evaluateOnNewDocument(() => {
      const record = window as unknown as { cspViolations: string[] };
      record.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });

  afterEach(async () => {
    await tab?.close();
  });

  const request = (args: { method: string; params?: unknown[] }) =>
    tab.evaluate(async (input) => {
      try {
        return { result: await window.devWallet?.provider.request(input) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    }, args);

  it('builds a minified bundle without eval', () => {
    expect(bundleBytes).toBeGreaterThan(10_000);
    expect(source).not.toMatch(/\beval\(|new Function\(/);
  });

  it('announces itself on load and again on eip6963:requestProvider with frozen, correct info', async () => {
    await tab.evaluateOnNewDocument(() => {
      const seen: unknown[] = [];
      (window as unknown as { announced: unknown[] }).announced = seen;
      window.addEventListener('eip6963:announceProvider', (event) =>
        seen.push((event as CustomEvent).detail),
      );
    });
    await tab.goto(`${origin}/`);
    const report = await tab.evaluate(() => {
      const announced = (
        window as unknown as { announced: { info: Record<string, string>; provider: unknown }[] }
      ).announced;
      const onLoad = announced.length;
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      const last = announced.at(-1);
      return {
        onLoad,
        total: announced.length,
        info: last?.info,
        frozen: Object.isFrozen(last) && Object.isFrozen(last?.info),
        sameProvider: last?.provider === window.devWallet?.provider,
        hasRequest: typeof (last?.provider as { request?: unknown } | undefined)?.request === 'function',
        legacy: 'ethereum' in window,
      };
    });
    expect(report).toMatchObject({
      onLoad: 1,
      total: 2,
      frozen: true,
      sameProvider: true,
      hasRequest: true,
      legacy: false,
    });
    expect(report.info).toMatchObject({ name: 'Dev Wallet', rdns: 'dev.w3m-elements.wallet' });
    expect(report.info?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(report.info?.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((report.info?.icon ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
  });

  it('connects and signs personal_sign through the prompt’s approve button', async () => {
    await tab.goto(`${origin}/`);
    const connecting = request({ method: 'eth_requestAccounts' });
    await tab.waitForSelector(PROMPT);
    expect(await tab.$eval(PROMPT, (element) => (element as HTMLElement).dataset.method)).toBe(
      'eth_requestAccounts',
    );
    await tab.click(APPROVE);
    expect(await connecting).toEqual({ result: [ACCOUNT_0] });
    await tab.waitForFunction(() => document.querySelector('dev-wallet-prompt') === null);

    const message = 'Sign in to the demo\nNonce: 42';
    const signing = request({ method: 'personal_sign', params: [toHex(message), ACCOUNT_0] });
    await tab.waitForSelector(PROMPT);
    const shown = await tab.$eval(PROMPT, (element) => ({
      text: element.textContent ?? '',
      role: element.getAttribute('role'),
      modal: element.getAttribute('aria-modal'),
      title:
        element.getRootNode() instanceof ShadowRoot
          ? (element.getRootNode() as ShadowRoot).getElementById(
              element.getAttribute('aria-labelledby') ?? '',
            )?.textContent
          : null,
      position: getComputedStyle((element.getRootNode() as ShadowRoot).host).position,
    }));
    expect(shown).toMatchObject({
      role: 'dialog',
      modal: 'false',
      title: 'Sign this message?',
      position: 'fixed',
    });
    expect(shown.text).toContain(message);
    expect(shown.text).toContain(`${origin} asks: personal_sign`);
    await tab.click(APPROVE);
    const answer = await signing;
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: answer.result as Hex })).toBe(true);
    expect(
      await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  it('sends a transaction from the page to a real anvil (CORS, fees and nonce filled in the browser)', async () => {
    const anvil = await startAnvil({ port: await findFreePort(), chainId: 31337 });
    try {
      await tab.goto(`${origin}/`);
      await tab.evaluate(
        (rpcUrl) =>
          window.devWallet?.configure({
            autoApprove: true,
            chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
          }),
        anvil.rpcUrl,
      );
      await request({ method: 'eth_requestAccounts' });
      const sent = await request({
        method: 'eth_sendTransaction',
        params: [
          { from: ACCOUNT_0, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' },
        ],
      });
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      const receipt = await client.waitForTransactionReceipt({
        hash: sent.result as Hex,
        pollingInterval: 50,
      });
      expect(receipt).toMatchObject({ status: 'success', from: ACCOUNT_0.toLowerCase() });
      expect(await request({ method: 'eth_getTransactionCount', params: [ACCOUNT_0, 'latest'] })).toEqual({
        result: '0x1',
      });
    } finally {
      await anvil.stop();
    }
  });

  it('has no WCAG 2.1 A/AA violations in the prompt (axe-core)', async () => {
    await tab.goto(`${origin}/`);
    const connecting = request({ method: 'eth_requestAccounts' });
    await tab.waitForSelector(PROMPT);
    await tab.addScriptTag({ url: `${origin}/axe.js` });
    const violations = await tab.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; help: string }[] }>;
          };
        }
      ).axe;
      const results = await axe.run(
        { include: [['dev-wallet-prompt']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
      );
      return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    });
    expect(violations).toEqual([]);
    await tab.click(APPROVE);
    await connecting;
  });

  it('rejects with 4001 from the reject button and queues concurrent requests one at a time', async () => {
    await tab.goto(`${origin}/`);
    await tab.evaluate(() => window.devWallet?.configure({ autoApprove: true }));
    await request({ method: 'eth_requestAccounts' });
    await tab.evaluate(() => window.devWallet?.configure({ autoApprove: false }));

    const first = request({ method: 'personal_sign', params: ['first', ACCOUNT_0] });
    const second = request({ method: 'personal_sign', params: ['second', ACCOUNT_0] });
    await tab.waitForFunction(() => {
      const card = document.querySelector('dev-wallet-prompt')?.shadowRoot?.querySelector('.card');
      return card?.textContent?.includes('first') && card.textContent.includes('1 more waiting');
    });
    await tab.click(REJECT);
    expect(await first).toEqual({ error: { code: 4001, message: expect.stringMatching(/User rejected/) } });

    await tab.waitForFunction(() =>
      document
        .querySelector('dev-wallet-prompt')
        ?.shadowRoot?.querySelector('.card')
        ?.textContent?.includes('second'),
    );
    // Keyboard path: Escape on the focused button rejects too.
    await tab.focus(REJECT);
    await tab.keyboard.press('Escape');
    expect(await second).toMatchObject({ error: { code: 4001 } });
    await tab.waitForFunction(() => document.querySelector('dev-wallet-prompt') === null);
  });

  it('runs when injected with evaluateOnNewDocument, reads the meta config once parsed, and injects window.ethereum on request', async () => {
    await tab.evaluateOnNewDocument(source);
    await tab.goto(`${origin}/bare`);
    expect(await tab.evaluate(() => window.devWallet?.getState())).toMatchObject({
      autoApprove: true,
      accountIndex: 1,
      legacyInjection: false,
    });
    expect(await request({ method: 'eth_requestAccounts' })).toEqual({
      result: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    });

    const legacy = await tab.evaluate(() => {
      window.devWallet?.configure({ legacyInjection: true });
      const injected = (window as unknown as { ethereum?: unknown }).ethereum === window.devWallet?.provider;
      window.devWallet?.configure({ legacyInjection: false });
      return { injected, removed: !('ethereum' in window) };
    });
    expect(legacy).toEqual({ injected: true, removed: true });

    const badConfigure = await tab.evaluate(() => {
      try {
        window.devWallet?.configure({ accountIndex: 9, chainz: [] });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(badConfigure).toMatch(
      /Invalid Dev Wallet config: .*accountIndex.*chainz|Invalid Dev Wallet config: .*chainz.*accountIndex/,
    );
  });

  it('keeps the connection, account and added chain across a reload of the tab, and ignores a corrupt session', async () => {
    await tab.goto(`${origin}/`);
    await tab.evaluate(() =>
      window.devWallet?.configure({
        autoApprove: true,
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Local' }],
      }),
    );
    await request({ method: 'eth_requestAccounts' });
    await request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Second',
          rpcUrls: ['http://127.0.0.1:10'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
    await tab.evaluate(() => window.devWallet?.selectAccount(2));

    await tab.reload();
    expect(await request({ method: 'eth_accounts' })).toEqual({
      result: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
    });
    expect(await request({ method: 'eth_chainId' })).toEqual({ result: '0x7a6a' });
    expect(
      await tab.evaluate(() => window.devWallet?.getState().chains.map((chain) => chain.chainId)),
    ).toEqual([31337, 31338]);

    await tab.evaluate(() => sessionStorage.setItem('dev-wallet:session', '{"connected":"yes"}'));
    await tab.reload();
    expect(await request({ method: 'eth_accounts' })).toEqual({ result: [] });
    expect(await request({ method: 'eth_chainId' })).toEqual({ result: '0x7a69' });
  });

  it('reports an invalid start-up config with console.error and keeps the defaults', async () => {
    await tab.goto(`${origin}/`);
    await tab.evaluate(() => localStorage.setItem('dev-wallet:config', '{not json'));
    await tab.goto(`${origin}/bad-meta`);
    const state = await tab.evaluate(() => window.devWallet?.getState());
    await tab.evaluate(() => localStorage.removeItem('dev-wallet:config'));
    expect(state).toMatchObject({ autoApprove: false, rejectAll: false, chainId: 31337 });
    expect(consoleErrors.join('\n')).toMatch(
      /Invalid Dev Wallet meta\[name="dev-wallet-config"\]: .*autoApprove.*Using defaults instead/,
    );
    expect(consoleErrors.join('\n')).toMatch(
      /Invalid Dev Wallet localStorage\['dev-wallet:config'\]: not valid JSON/,
    );
  });
});
