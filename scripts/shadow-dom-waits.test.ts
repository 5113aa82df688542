// Guards the cause of connect-views' flake under load. Puppeteer's waitForSelector without
// `visible`/`hidden` re-checks only on DOM mutations seen by a MutationObserver on the document,
// and mutations inside shadow roots never reach it: when the first check runs before a component
// has rendered its shadow content, nothing re-checks and the wait times out with the element on
// screen. With `visible` or `hidden` it re-checks every animation frame.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../dev/paths';

const root = projectRoot();
const FOLDERS = ['tests/e2e', 'tests/support', 'bench'];
/** A selector that reaches into shadow roots (puppeteer's pierce/ handler, directly or through a helper). */
const SHADOW_SELECTOR = /pierce\/|byTestId\(|\bsel\(|busyBody/;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('node_modules'))
    .map((name) => join(root, folder, name));
}

/** The argument text of every `.waitForSelector(…)` call in a source, with its line. */
function waitForSelectorCalls(source: string): Array<{ line: number; args: string }> {
  const calls: Array<{ line: number; args: string }> = [];
  for (const match of source.matchAll(/\.waitForSelector\(/g)) {
    let index = match.index + match[0].length;
    let depth = 1;
    const start = index;
    while (depth > 0 && index < source.length) {
      if (source[index] === '(') depth += 1;
      else if (source[index] === ')') depth -= 1;
      index += 1;
    }
    calls.push({
      line: source.slice(0, match.index).split('\n').length,
      args: source.slice(start, index - 1),
    });
  }
  return calls;
}

test('every wait for an element inside shadow roots polls by frame (visible or hidden)', () => {
  const offenders = FOLDERS.flatMap(sources).flatMap((file) =>
    waitForSelectorCalls(readFileSync(file, 'utf8'))
      .filter(({ args }) => SHADOW_SELECTOR.test(args) && !/\b(visible|hidden)\s*:/.test(args))
      .map(({ line }) => `${relative(root, file)}:${line}`),
  );
  expect(offenders).toEqual([]);
});

test('the scan finds a shadow-DOM wait that would only re-check on light-DOM mutations', () => {
  const calls = waitForSelectorCalls(
    "await page.waitForSelector(byTestId('connect-button'));\nawait page.waitForSelector(byTestId('x'), { visible: true });",
  );
  expect(calls.map((call) => call.line)).toEqual([1, 2]);
  expect(calls.filter(({ args }) => !/\b(visible|hidden)\s*:/.test(args))).toHaveLength(1);
});
