// Every TypeScript, TSX and HTML example of the README type-checks as written, each as a file of
// its own in a fresh project that installed the packed packages (so a snippet that uses a name it
// does not import, or an import the packages do not provide, fails here).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAndInstall, repoRoot, type PackedApp } from '../tests/support/packed-app';
import {
  codeBlocks,
  inlineModuleScripts,
  readmeBlocks,
  type ReadmeBlock,
} from '../tests/support/readme-blocks';

/** What the examples import besides the two packages (Vue and Angular hosts, React's types). */
const HOST_PACKAGES = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'vue',
  '@angular/core',
  '@angular/common',
  '@angular/compiler',
  '@angular/platform-browser',
  'rxjs',
];

/** A Vite react-ts app's compiler settings, plus the URL → file mapping a page without a bundler needs. */
const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // `<script type="module">` imports by URL; these resolve to the installed files and their types.
    paths: { '/node_modules/*': ['./node_modules/*'] },
  },
  include: ['examples'],
};

const CHECKED = new Set(['ts', 'tsx', 'html']);

/** The files to type-check for one README block (an HTML block gives its inline module scripts). */
function filesOf(block: ReadmeBlock): Array<[name: string, source: string]> {
  const base = `line-${block.line}`;
  if (block.lang !== 'html') return [[`${base}.${block.lang}`, block.code]];
  return inlineModuleScripts(block.code).map((script, index) => [`${base}-script-${index}.ts`, script]);
}

/** Writes the blocks into `<app>/examples` and runs tsc there; returns its diagnostics. */
function typeCheck(app: string, blocks: ReadmeBlock[]): string {
  const examples = join(app, 'examples');
  rmSync(examples, { recursive: true, force: true });
  mkdirSync(examples);
  for (const block of blocks)
    for (const [name, source] of filesOf(block)) writeFileSync(join(examples, name), source);
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', app], {
    cwd: app,
    encoding: 'utf8',
  });
  return `${tsc.stdout}${tsc.stderr}`.trim();
}

let packed: PackedApp;

beforeAll(() => {
  packed = packAndInstall(HOST_PACKAGES);
}, 240_000);

afterAll(() => {
  if (packed) rmSync(packed.work, { recursive: true, force: true });
});

test('the README has the examples this test is about: plain HTML, React, Vue, Angular, the options', () => {
  const blocks = readmeBlocks().filter((block) => CHECKED.has(block.lang));
  const sections = new Set(blocks.map((block) => block.section));
  for (const section of ['Plain HTML', 'React', 'Vue', 'Angular', 'The wallet list', 'Sign in with X'])
    expect(sections).toContain(section);
  // Every HTML example has a module script to check.
  for (const block of blocks.filter(({ lang }) => lang === 'html'))
    expect(inlineModuleScripts(block.code).length).toBeGreaterThan(0);
});

test.each(['README.md', 'react-wrapper/README.md'])(
  'every example of %s type-checks against the packed packages, as written',
  (readme) => {
    const blocks = readmeBlocks(readme).filter((block) => CHECKED.has(block.lang));
    expect(blocks.length).toBeGreaterThan(0);
    expect(typeCheck(packed.app, blocks)).toBe('');
  },
  120_000,
);

test('the check catches an example that uses `networks` without importing it (control)', () => {
  const [broken] = codeBlocks(
    [
      '```ts',
      "import { createAppKit } from 'w3m-elements';",
      "createAppKit({ networks, themeMode: 'dark' });",
      "import { mainnet } from '/node_modules/w3m-elements/dist/networks/missing.js';",
      'console.log(mainnet);',
      '```',
    ].join('\n'),
  );
  const output = typeCheck(packed.app, [broken!]);
  expect(output).toContain("No value exists in scope for the shorthand property 'networks'");
  expect(output).toContain("Cannot find module '/node_modules/w3m-elements/dist/networks/missing.js'");
}, 120_000);
