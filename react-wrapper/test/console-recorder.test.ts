// The console recorder the React e2e tests rely on (tests/support/console-recorder.ts) catches a
// React warning: a page that renders a list without keys, with React 19's and React 18's
// development builds, must show up as a problem, next to React's development-build notice.
import { join, resolve } from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../tests/support/browser';
import { recordConsole, REACT_DEVELOPMENT_NOTICE } from '../../tests/support/console-recorder';
import { bundleFixture, serveFixture } from './browser-fixture';

const root = resolve(__dirname, '../..');
const reactVersions: Array<[label: string, modules: string]> = [
  ['React 19', join(root, 'node_modules')],
  ['React 18', join(root, 'tests/react18/node_modules')],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

test.each(reactVersions)('%s: a missing key is recorded as a problem', async (_label, modules) => {
  const served = await serveFixture('', await bundleFixture('keyless-list-entry.tsx', modules, 'browser'));
  const page = await browser.newPage();
  const record = recordConsole(page);
  try {
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list"] li').length === 3);
    expect(record.entries.some((entry) => REACT_DEVELOPMENT_NOTICE.test(entry.text))).toBe(true);
    expect(record.problems()).toEqual([expect.stringMatching(/^error: .*unique "key" prop/s)]);
  } finally {
    await page.close();
    await served.close();
  }
});
