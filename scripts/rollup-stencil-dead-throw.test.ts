// The plugin that drops Stencil's unreachable lazy-build throw: what it removes, what it leaves,
// and the lazy build `npm run build` wrote without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stencilDeadThrow, withoutUnreachableThrow } from './rollup-stencil-dead-throw';

const MESSAGE = "Couldn't find host element for";
const runtime = readFileSync(
  join(import.meta.dirname, '../node_modules/@stencil/core/internal/client/index.js'),
  'utf8',
);

test("the installed Stencil runtime loses the throw after setValue's early return, and keeps the return", () => {
  const trimmed = withoutUnreachableThrow(runtime)!;
  expect(trimmed).toBeDefined();
  expect(trimmed).not.toContain(MESSAGE);
  expect(trimmed).toMatch(
    /const hostRef = getHostRef\(ref\);\s*if \(!hostRef\) \{\s*return;\s*\}\s*if \(BUILD\w*\.serializer/,
  );
  expect(runtime.length - trimmed.length).toBeGreaterThan(400);
});

test('a throw that is not right after the same early return is left alone', () => {
  const reachable = [
    'const hostRef = getHostRef(ref);',
    'if (BUILD.lazyLoad && !hostRef) {',
    `  throw new Error(\`${MESSAGE} "x" as it is unknown\`);`,
    '}',
  ].join('\n');
  expect(withoutUnreachableThrow(reachable)).toBeUndefined();
  expect(stencilDeadThrow().transform(reachable)).toBeNull();
  expect(stencilDeadThrow().transform('export const unrelated = 1;')).toBeNull();
});

test('the lazy build holds the message nowhere', () => {
  const dir = join(import.meta.dirname, '../dist/w3m-elements');
  const holders = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(join(dir, file), 'utf8').includes(MESSAGE));
  expect(holders).toEqual([]);
});
