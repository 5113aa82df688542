// Server rendering and hydration of every generated component and every hook, for React 19
// (the root's) and React 18 (tests/react18's): bundles a server entry and runs it in a bare
// Node process, then hydrates its markup in Chromium from a throwaway server.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../tests/support/browser';

const root = resolve(__dirname, '../..');
const ssrDir = join(__dirname, 'ssr');

/** Where each React version's packages live. */
const reactVersions: Array<[label: string, modules: string, major: string]> = [
  ['React 19', join(root, 'node_modules'), '19.'],
  ['React 18', join(root, 'tests/react18/node_modules'), '18.'],
];

/** DESIGN "The public API": the entry elements, each also as appkit-*. */
const PUBLIC_TAGS = ['account-button', 'button', 'connect-button', 'modal', 'network-button']
  .flatMap((name) => [`appkit-${name}`, `w3m-${name}`])
  .sort();

interface ServerReport {
  reactVersion: string;
  html: string;
  components: Array<{ name: string; tag: string }>;
  browserGlobals: string[];
  storageAccesses: string[];
}

function aliasFor(modules: string): Record<string, string> {
  return { react: join(modules, 'react'), 'react-dom': join(modules, 'react-dom') };
}

async function bundle(entry: string, modules: string, platform: 'node' | 'browser'): Promise<string> {
  const result = await build({
    entryPoints: [join(ssrDir, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform,
    target: platform === 'node' ? 'node20' : 'es2022',
    jsx: 'automatic',
    conditions: ['development'],
    alias: aliasFor(modules),
    // React's CommonJS files need `require` in a Node ES module bundle.
    banner:
      platform === 'node'
        ? {
            js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
          }
        : {},
    define: platform === 'browser' ? { 'process.env.NODE_ENV': '"development"' } : {},
    logLevel: 'silent',
  });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return text;
}

/** Runs the server bundle in a fresh Node process without any DOM and returns its report. */
async function renderOnServer(code: string, workDir: string): Promise<ServerReport> {
  const file = join(workDir, 'server.mjs');
  await writeFile(file, code);
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((done) => child.on('close', done));
  if (exitCode !== 0) throw new Error(`server render exited with ${exitCode}:\n${stderr}`);
  // React prints its warnings (e.g. useLayoutEffect on the server) to stderr.
  expect(stderr).toBe('');
  return JSON.parse(stdout) as ServerReport;
}

/** Serves the server markup and the hydrate bundle on a free port of 127.0.0.1. */
async function serve(html: string, script: string): Promise<{ server: Server; url: string }> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ssr</title><link rel="icon" href="data:,">
<script type="module" src="/hydrate.js"></script></head><body><div id="root">${html}</div></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/hydrate.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    } else if (request.url === '/') {
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'" })
        .end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

let browser: Browser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await mkdtemp(join(tmpdir(), 'w3m-react-ssr-'));
});

afterAll(async () => {
  await browser.close();
  await rm(workDir, { recursive: true, force: true });
});

describe.each(reactVersions)('%s', (_label, modules, major) => {
  let report: ServerReport;

  beforeAll(async () => {
    report = await renderOnServer(await bundle('server-entry.tsx', modules, 'node'), workDir);
  });

  test('renderToString succeeds in Node without DOM globals or storage', () => {
    expect(report.reactVersion.startsWith(major)).toBe(true);
    expect(report.browserGlobals).toEqual([]);
    expect(report.storageAccesses).toEqual([]);
    expect(report.components.map(({ tag }) => tag).sort()).toEqual(PUBLIC_TAGS);
    for (const { tag } of report.components) expect(report.html).toContain(`<${tag}`);
    // The hooks render their server snapshot: disconnected, and the configured theme.
    expect(report.html).toContain('data-testid="status">disconnected<');
    expect(report.html).toContain('data-testid="theme">light<');
    expect(report.html).toContain('data-testid="initialized">false<');
  });

  test('the markup hydrates in Chromium without a hydration warning', async () => {
    const script = await bundle('hydrate-entry.tsx', modules, 'browser');
    const { server, url } = await serve(report.html, script);
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warn', 'warning'].includes(message.type())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(String(error)));
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () =>
            (window as unknown as { hydrationProbe?: { hydrated: boolean } }).hydrationProbe?.hydrated ===
            true,
          { timeout: 20_000 },
        )
        .catch((error: unknown) => {
          throw new Error(`not hydrated: ${String(error)}; page said: ${messages.join(' | ')}`);
        });
      const probe = await page.evaluate(
        () =>
          (window as unknown as { hydrationProbe: { reactVersion: string; recoverableErrors: string[] } })
            .hydrationProbe,
      );
      expect(probe.reactVersion.startsWith(major)).toBe(true);
      expect(probe.recoverableErrors).toEqual([]);
      // After hydration the hooks move from the server snapshot to the browser's live state.
      await page.waitForFunction(
        () => document.querySelector('[data-testid="initialized"]')?.textContent === 'true',
      );
      // The elements upgraded on the client (their shadow roots exist) after hydration.
      await page.waitForFunction(() => document.querySelector('w3m-button')?.shadowRoot !== null);
      expect(messages).toEqual([]);
    } finally {
      await page.close();
      // Chromium keeps its connections alive: drop them, or close() waits forever.
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
