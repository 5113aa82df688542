// AppKit's vanilla snippet in an app that bundles the packed package with esbuild: createAppKit
// alone must define the entry elements (no defineCustomElement lines), connect the Dev Wallet, and
// share a page with the lazy loader without a "name already defined" error.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { autoApproveDevWallet, byTestId, connectDevWallet, localNetwork } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const root = join(__dirname, '../..');
// The demo server serves build/site: the bundled app is written beside the other host pages.
const site = join(root, 'build/site/e2e-bundled');
const stack = stackInfo();
const ENTRY_TAGS = [
  'w3m-modal',
  'w3m-button',
  'w3m-connect-button',
  'w3m-account-button',
  'w3m-network-button',
];
const ALL_TAGS = [...ENTRY_TAGS, ...ENTRY_TAGS.map((tag) => tag.replace('w3m-', 'appkit-'))];

useCleanChain();

let work: string;
let browser: Browser;

/** npm pack, then unpack into <work>/node_modules/w3m-elements, as an install would place it. */
function installPackedPackage(): void {
  execFileSync('npm', ['pack', '--pack-destination', work], { cwd: root, stdio: 'ignore' });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  mkdirSync(join(work, 'node_modules'), { recursive: true });
  renameSync(join(work, 'package'), join(work, 'node_modules/w3m-elements'));
}

/** The whole app: AppKit's vanilla code, nothing else. */
function writeApp(): void {
  const options = { networks: [localNetwork(stack.urls.evm)], themeMode: 'dark' };
  writeFileSync(
    join(work, 'app.ts'),
    `import { createAppKit } from 'w3m-elements';\ncreateAppKit(${JSON.stringify(options)});\n`,
  );
}

async function bundleApp(): Promise<void> {
  await build({
    entryPoints: [join(work, 'app.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: site,
    // The package's own dependencies (nanostores, viem…) come from this repository's install.
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'error',
  });
}

/** A page of the bundled app; `scripts` are the module scripts in order (the app is /e2e-bundled/app.js). */
function writePage(name: string, scripts: string[]): void {
  const tags = scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ');
  writeFileSync(
    join(site, name),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>bundled app</title>
    <script src="/dev-wallet.js"></script>
    ${tags}
  </head>
  <body>
    <main><appkit-button></appkit-button></main>
  </body>
</html>
`,
  );
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'w3m-bundled-'));
  rmSync(site, { recursive: true, force: true });
  installPackedPackage();
  writeApp();
  await bundleApp();
  writePage('index.html', ['/e2e-bundled/app.js']);
  writePage('loader-first.html', ['/lib/w3m-elements.esm.js', '/e2e-bundled/app.js']);
  writePage('bundle-first.html', ['/e2e-bundled/app.js', '/lib/w3m-elements.esm.js']);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

describe('an esbuild app with only createAppKit and <appkit-button>', () => {
  let recorded: RecordedPage;

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await recorded.page.close();
  });

  test('createAppKit defines the entry elements and their aliases; the Dev Wallet connects', async () => {
    recorded = await openPage(browser, new URL('/e2e-bundled/index.html', stack.urls.demo).href);
    const page = recorded.page;
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    const defined = await page.evaluate(
      (tags: string[]) => tags.filter((tag) => customElements.get(tag)),
      ALL_TAGS,
    );
    expect(defined).toEqual(ALL_TAGS);
    await autoApproveDevWallet(page, stack.urls.evm);
    await connectDevWallet(page);
    expect(await page.$(byTestId('account-button'))).not.toBeNull();
  });

  test.each(['loader-first.html', 'bundle-first.html'])(
    'with the lazy loader on the same page (%s) nothing throws and the modal opens',
    async (file) => {
      recorded = await openPage(browser, new URL(`/e2e-bundled/${file}`, stack.urls.demo).href);
      const page = recorded.page;
      await page.waitForSelector(byTestId('connect-button'), { visible: true });
      await page.waitForNetworkIdle({ idleTime: 200 });
      const button = await page.waitForSelector(byTestId('connect-button'), { visible: true });
      await button!.click();
      await page.waitForSelector(byTestId('w3m-modal-card'), { visible: true });
    },
  );
});
