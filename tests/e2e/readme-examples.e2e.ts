// The README's first examples, run as a new user runs them: both packages packed and installed in a
// fresh project, the React example pasted as a new Vite app's src/App.tsx and bundled (esbuild,
// offline), the plain HTML example served as written. The Dev Wallet stands in for a browser
// extension; every request off 127.0.0.1 is aborted and recorded.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { buildDevWallet } from '../../dev/wallet/build';
import { isLocalUrl, launchBrowser } from '../support/browser';
import { packAndInstall, type PackedApp } from '../support/packed-app';
import { readmeExample } from '../support/readme-blocks';
import { byTestId, clickTestId, connectDevWallet, DEV_WALLET, textOf } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { serveFolder, type StaticServer } from '../support/static-server';

/** src/main.tsx of Vite's react-ts template: it renders the default export of ./App. */
const VITE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>my-dapp</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/react-app/dist/main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let packed: PackedApp;
let server: StaticServer;
let browser: Browser;
let devWallet: string;

beforeAll(async () => {
  packed = packAndInstall(['react', 'react-dom']);
  const react = join(packed.app, 'react-app');
  mkdirSync(join(react, 'src'), { recursive: true });
  writeFileSync(join(react, 'src/App.tsx'), readmeExample('React', 'tsx'));
  writeFileSync(join(react, 'src/main.tsx'), VITE_MAIN);
  writeFileSync(join(react, 'index.html'), VITE_INDEX);
  await build({
    absWorkingDir: packed.app,
    entryPoints: [join(react, 'src/main.tsx')],
    outdir: join(react, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  writeFileSync(join(packed.app, 'readme-plain.html'), readmeExample('Plain HTML', 'html'));
  const walletFile = join(packed.work, 'dev-wallet.js');
  await buildDevWallet(walletFile);
  devWallet = readFileSync(walletFile, 'utf8');
  server = await serveFolder(packed.app);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (packed) rmSync(packed.work, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  pageErrors: string[];
  blocked: string[];
}

/** Opens a page of the served app in a fresh context with the Dev Wallet installed (auto-approving). */
async function visit(path: string): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const visit: Visit = { page, pageErrors: [], blocked: [] };
  page.on('pageerror', (error) =>
    visit.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isLocalUrl(request.url())) return void request.continue();
    visit.blocked.push(request.url());
    void request.abort('blockedbyclient');
  });
  const chain = stackInfo().config.chains[0]!;
  const config = JSON.stringify({
    autoApprove: true,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }],
  });
  await page.evaluateOnNewDocument(
    (value: string) => localStorage.setItem('dev-wallet:config', value),
    config,
  );
  await page.evaluateOnNewDocument(devWallet);
  await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
  return visit;
}

/** Connect → the Dev Wallet is listed by name → pick it → the account button shows its address. */
async function connectAndReadAccount(page: Page): Promise<string> {
  await clickTestId(page, 'connect-button');
  const listed = await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
  expect(await listed!.evaluate((element) => element.textContent ?? '')).toContain('Dev Wallet');
  await page.keyboard.press('Escape');
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  // The project's connect helper: it waits for the list to settle before picking the wallet.
  await connectDevWallet(page);
  return (await textOf(page, 'account-button')) ?? '';
}

/** The first dev account (0xf39Fd6e5…Fb92266), shortened as the account button shows it. */
const DEV_ACCOUNT = /0xf3.*b92266/i;

test("the README's React example, pasted into a new app, lists and connects the Dev Wallet", async () => {
  const { page, pageErrors } = await visit('/react-app/index.html');
  expect(await connectAndReadAccount(page)).toMatch(DEV_ACCOUNT);
  expect(pageErrors).toEqual([]);
  await page.browserContext().close();
});

test("the README's plain HTML example, served as written, lists and connects the Dev Wallet", async () => {
  const { page, pageErrors } = await visit('/readme-plain.html');
  expect(await connectAndReadAccount(page)).toMatch(DEV_ACCOUNT);
  expect(pageErrors).toEqual([]);
  await page.browserContext().close();
});
