// Server rendering and hydration of every generated component and every hook, for React 19
// (the root's) and React 18 (tests/react18's): bundles a server entry and runs it in a bare
// Node process, then hydrates its markup in Chromium (React's development build) from a
// throwaway server. A tampered markup shows that a hydration mismatch is caught.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../tests/support/browser';
import { recordConsole, REACT_DEVELOPMENT_NOTICE } from '../../tests/support/console-recorder';
import { bundleFixture, serveFixture } from './browser-fixture';

const root = resolve(__dirname, '../..');

/** Where each React version's packages live. */
const reactVersions: Array<[label: string, modules: string, major: string]> = [
  ['React 19', join(root, 'node_modules'), '19.'],
  ['React 18', join(root, 'tests/react18/node_modules'), '18.'],
];

/** DESIGN "The public API": the entry elements, each also as appkit-*. */
const PUBLIC_TAGS = ['account-button', 'button', 'connect-button', 'modal', 'network-button']
  .flatMap((name) => [`appkit-${name}`, `w3m-${name}`])
  .sort();

/** What the server renders for the theme hook (the configured mode, light). */
const SERVER_THEME = 'data-testid="theme">light<';

interface ServerReport {
  reactVersion: string;
  html: string;
  components: Array<{ name: string; tag: string }>;
  browserGlobals: string[];
  storageAccesses: string[];
}

/** What hydrating a markup in Chromium produced. */
interface Hydration {
  reactVersion: string;
  /** React's recoverable errors, console errors and warnings, uncaught exceptions. */
  problems: string[];
  /** Whether React's development build ran (it announces itself on the console). */
  developmentBuild: boolean;
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
  let hydrateScript: string;

  /** Hydrates `html` with the browser entry; resolves once React committed and the hooks went live. */
  async function hydrate(html: string): Promise<Hydration> {
    const served = await serveFixture(html, hydrateScript);
    const page = await browser.newPage();
    const record = recordConsole(page);
    try {
      await page.goto(served.url, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () =>
            (window as unknown as { hydrationProbe?: { hydrated: boolean } }).hydrationProbe?.hydrated ===
            true,
          { timeout: 20_000 },
        )
        .catch((error: unknown) => {
          throw new Error(`not hydrated: ${String(error)}; page said: ${record.problems().join(' | ')}`);
        });
      // After hydration the hooks move from the server snapshot to the browser's live state.
      await page.waitForFunction(
        () => document.querySelector('[data-testid="initialized"]')?.textContent === 'true',
      );
      // The elements upgraded on the client (their shadow roots exist) after hydration.
      await page.waitForFunction(() => document.querySelector('w3m-button')?.shadowRoot !== null);
      const probe = await page.evaluate(
        () =>
          (window as unknown as { hydrationProbe: { reactVersion: string; recoverableErrors: string[] } })
            .hydrationProbe,
      );
      return {
        reactVersion: probe.reactVersion,
        problems: [...probe.recoverableErrors, ...record.problems()],
        developmentBuild: record.entries.some((entry) => REACT_DEVELOPMENT_NOTICE.test(entry.text)),
      };
    } finally {
      await page.close();
      await served.close();
    }
  }

  beforeAll(async () => {
    report = await renderOnServer(await bundleFixture('server-entry.tsx', modules, 'node'), workDir);
    hydrateScript = await bundleFixture('hydrate-entry.tsx', modules, 'browser');
  });

  test('renderToString succeeds in Node without DOM globals or storage', () => {
    expect(report.reactVersion.startsWith(major)).toBe(true);
    expect(report.browserGlobals).toEqual([]);
    expect(report.storageAccesses).toEqual([]);
    expect(report.components.map(({ tag }) => tag).sort()).toEqual(PUBLIC_TAGS);
    for (const { tag } of report.components) expect(report.html).toContain(`<${tag}`);
    // The hooks render their server snapshot: disconnected, and the configured theme.
    expect(report.html).toContain('data-testid="status">disconnected<');
    expect(report.html).toContain(SERVER_THEME);
    expect(report.html).toContain('data-testid="initialized">false<');
    expect(report.html).toContain('data-testid="provider-type">none<');
    expect(report.html).toContain('data-testid="embedded">none<');
  });

  test('the markup hydrates in Chromium without a hydration warning', async () => {
    const hydration = await hydrate(report.html);
    expect(hydration.reactVersion.startsWith(major)).toBe(true);
    expect(hydration.developmentBuild).toBe(true);
    expect(hydration.problems).toEqual([]);
  });

  test('a markup the client does not render is reported (the check above can fail)', async () => {
    expect(report.html).toContain(SERVER_THEME);
    const tampered = report.html.replace(SERVER_THEME, 'data-testid="theme">dark<');
    const hydration = await hydrate(tampered);
    expect(hydration.problems.join('\n')).toMatch(/hydrat|did not match/i);
  });
});
