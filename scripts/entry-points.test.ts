// Every subpath of w3m-elements' `exports` loads wherever an app may load it: plain Node 20+ (ES
// modules), a browser page without a bundler (the files as published, by URL), and the bundlers
// hosts use (esbuild, Vite, webpack 5, each run in Chromium). All from the packed tarball.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../tests/support/browser';
import {
  bundleWithEsbuild,
  bundleWithVite,
  bundleWithWebpack,
  type BundleResult,
} from '../tests/support/bundlers';
import { moduleSubpaths, packAndInstall, run, type PackedApp } from '../tests/support/packed-app';
import { serveFolder, type StaticServer } from '../tests/support/static-server';

/** Per subpath: the file a pattern subpath is tried with, and names its module must export. */
const SUBPATHS: Record<string, { file?: string; names: string[] }> = {
  '.': { names: ['createAppKit'] },
  './networks': { names: ['mainnet', 'base', 'solana', 'bitcoin', 'localhost', 'defineEvmNetwork'] },
  './siwx': { names: ['createDefaultSiwx', 'formatSiwxMessage', 'createEip155Verifier'] },
  './siwx-server': { names: ['createSiwxServer', 'SiwxVerificationError'] },
  './loader': { names: ['defineCustomElements'] },
  './dist/components': { names: ['createAppKit'] },
  './dist/components/*': { file: 'w3m-button.js', names: ['W3mButton', 'defineCustomElement'] },
};

/** The import specifier of a subpath ("w3m-elements/networks"). */
const specifierOf = (subpath: string): string =>
  `w3m-elements${subpath.slice(1).replace('*', SUBPATHS[subpath]?.file ?? '')}`;

/** Source that imports every subpath and leaves `{ subpath: { names, mainnet } }` in `globalThis.__entries`. */
const ENTRY = [
  ...Object.keys(SUBPATHS).map((subpath, index) => `import * as m${index} from '${specifierOf(subpath)}';`),
  'const describe = (m) => ({ names: Object.keys(m).sort(), mainnet: m.mainnet?.caipNetworkId ?? null });',
  `globalThis.__entries = { ${Object.keys(SUBPATHS)
    .map((subpath, index) => `'${subpath}': describe(m${index})`)
    .join(', ')} };`,
].join('\n');

type Entries = Record<string, { names: string[]; mainnet: string | null }>;

function expectEveryEntry(entries: Entries): void {
  for (const [subpath, { names }] of Object.entries(SUBPATHS)) {
    expect({ subpath, names: entries[subpath]?.names }).toEqual({
      subpath,
      names: expect.arrayContaining(names),
    });
  }
  expect(entries['./networks']?.mainnet).toBe('eip155:1');
}

let packed: PackedApp;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  packed = packAndInstall();
  writeFileSync(join(packed.app, 'entry.js'), ENTRY);
  server = await serveFolder(packed.app);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (packed) rmSync(packed.work, { recursive: true, force: true });
});

/** Opens `path` of the served app and returns what its scripts left in `__entries`, failing on page errors. */
async function entriesOfPage(path: string): Promise<Entries> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  try {
    await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
    await page.waitForFunction(() => '__entries' in globalThis || document.title === 'failed', {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
    return (await page.evaluate(() => (globalThis as unknown as { __entries: Entries }).__entries)) ?? {};
  } finally {
    await page.close();
  }
}

test('this test covers every subpath the package exports', () => {
  expect(moduleSubpaths(join(packed.app, 'node_modules/w3m-elements/package.json')).sort()).toEqual(
    Object.keys(SUBPATHS).sort(),
  );
});

test('every subpath loads in plain Node (ES modules)', () => {
  const output = run(
    process.execPath,
    ['--input-type=module', '-e', `${ENTRY}\nconsole.log(JSON.stringify(globalThis.__entries));`],
    packed.app,
  );
  expectEveryEntry(JSON.parse(output) as Entries);
});

test('every subpath loads in a browser page without a bundler, from the published files by URL', async () => {
  const manifest = JSON.parse(
    readFileSync(join(packed.app, 'node_modules/w3m-elements/package.json'), 'utf8'),
  ) as {
    exports: Record<string, string | { import: string }>;
  };
  // The file each subpath's `import` condition names, as a page would load it from node_modules.
  const urls = Object.fromEntries(
    Object.keys(SUBPATHS).map((subpath) => {
      const target = manifest.exports[subpath];
      const file = (typeof target === 'string' ? target : target!.import).replace(
        '*',
        SUBPATHS[subpath]?.file ?? '',
      );
      return [subpath, `/node_modules/w3m-elements/${file.replace(/^\.\//, '')}`];
    }),
  );
  const script = [
    'const describe = (m) => ({ names: Object.keys(m).sort(), mainnet: m.mainnet?.caipNetworkId ?? null });',
    `const urls = ${JSON.stringify(urls)};`,
    'const entries = {};',
    'for (const [subpath, url] of Object.entries(urls)) entries[subpath] = describe(await import(url));',
    'globalThis.__entries = entries;',
  ].join('\n');
  writeFileSync(join(packed.app, 'no-bundler.js'), script);
  writeFileSync(
    join(packed.app, 'no-bundler.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title><link rel="icon" href="data:,">' +
      '<script type="module" src="/no-bundler.js"></script></head><body></body></html>',
  );
  expectEveryEntry(await entriesOfPage('/no-bundler.html'));
});

const bundlers: Array<[string, (app: string, entry: string) => BundleResult | Promise<BundleResult>]> = [
  ['esbuild', bundleWithEsbuild],
  ['Vite', bundleWithVite],
  ['webpack 5', bundleWithWebpack],
];

test.each(bundlers)(
  'every subpath bundles with %s, without warnings, and the bundle runs in the browser',
  async (_name, bundle) => {
    const result = await bundle(packed.app, 'entry.js');
    expect(result.warnings).toEqual([]);
    expectEveryEntry(await entriesOfPage(`/${result.page}`));
  },
  240_000,
);
