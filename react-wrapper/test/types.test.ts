// The generated components' props and events are typed: right usage compiles under a strict
// tsconfig (with every `@ts-expect-error` used up), and a wrong prop without the directive fails.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

function compile(project: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [tsc, '-p', join(__dirname, 'types', project)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('right props and events compile; each wrong prop is a compile error', () => {
  const { status, output } = compile('tsconfig.json');
  expect(output).toBe('');
  expect(status).toBe(0);
});

test('a wrong prop type without @ts-expect-error fails to compile', () => {
  const { status, output } = compile('tsconfig.wrong.json');
  expect(status).not.toBe(0);
  expect(output).toMatch(/wrong-prop\.tsx\(5,21\): error TS2322: Type 'number' is not assignable to type/);
});
