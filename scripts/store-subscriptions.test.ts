// Every component that watches stores ends its subscriptions when it leaves the page. A view that
// did not (the Connect view, found by reliability-long-session.e2e.ts) stayed alive through its
// store listeners after each close: about 240 DOM nodes and 11 event listeners per open.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../dev/paths';

const root = projectRoot();

function componentSources(): string[] {
  return readdirSync(join(root, 'src/components'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.spec.tsx'))
    .map((name) => join(root, 'src/components', name));
}

/** The body of a class method such as `disconnectedCallback(): void { … }`, or undefined. */
function methodBody(source: string, name: string): string | undefined {
  const start = source.search(new RegExp(`\\n\\s+${name}\\(\\)[^{]*\\{`));
  if (start < 0) return undefined;
  let index = source.indexOf('{', start) + 1;
  let depth = 1;
  const bodyStart = index;
  while (depth > 0 && index < source.length) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}') depth -= 1;
    index += 1;
  }
  return source.slice(bodyStart, index - 1);
}

test('a component that watches stores clears its subscriptions in disconnectedCallback', () => {
  const watching = componentSources().filter((file) => readFileSync(file, 'utf8').includes('.watch('));
  expect(watching.length).toBeGreaterThan(10);
  const leaking = watching
    .filter((file) => !methodBody(readFileSync(file, 'utf8'), 'disconnectedCallback')?.includes('.clear()'))
    .map((file) => relative(root, file));
  expect(leaking).toEqual([]);
});
