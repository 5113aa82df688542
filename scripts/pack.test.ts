import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAndInstall, repoRoot as root, run, type PackedApp } from '../tests/support/packed-app';

// Both packages must install from their packed tarballs exactly as published packages would:
// pack them, install them into an empty project (offline, from npm's cache), and use them there.
let packed: PackedApp;
let work: string;

beforeAll(() => {
  packed = packAndInstall();
  work = packed.work;
}, 180_000);

afterAll(() => {
  if (packed) rmSync(work, { recursive: true, force: true });
});

test('the tarballs hold the built outputs and no sources or tests', () => {
  const listing = run('tar', ['-tzf', join(work, 'w3m-elements-0.1.0.tgz')], work);
  expect(listing).toContain('package/dist/components/w3m-button.js');
  expect(listing).toContain('package/dist/index.js');
  expect(listing).toContain('package/loader/index.js');
  expect(listing).toContain('package/docs/components.json');
  expect(listing).toContain('package/dist/siwx-server/index.js');
  expect(listing).toContain('package/dist/types/siwx-server/index.d.ts');
  expect(listing).toContain('package/dist/siwx/index.js');
  expect(listing).toContain('package/dist/networks/index.js');
  expect(listing).toContain('package/LICENSE');
  expect(listing).not.toMatch(/\.spec\.ts|package\/src\/|package\/tests\//);
  const react = run('tar', ['-tzf', join(work, 'w3m-react-0.1.0.tgz')], work);
  expect(react).toContain('package/dist/index.js');
  expect(react).toContain('package/dist/index.d.ts');
  expect(react).toContain('package/LICENSE');
});

test('both packages carry the MIT licence their package.json names', () => {
  for (const name of ['w3m-elements', 'w3m-react']) {
    const folder = join(packed.app, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { license: string };
    expect(manifest.license).toBe('MIT');
    const licence = readFileSync(join(folder, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} w3m-elements contributors\n/);
    expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
  }
});

test('w3m-react brings only what runs in the browser into an app (no Stencil, no build tooling)', () => {
  const manifest = JSON.parse(
    readFileSync(join(packed.app, 'node_modules/w3m-react/package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  expect(Object.keys(manifest.dependencies).sort()).toEqual(['@lit/react', 'w3m-elements']);
  // What the app's install holds: the compiler, its output targets and ts-morph stayed out.
  for (const tooling of ['@stencil/core', '@stencil/react-output-target', 'ts-morph', 'typescript'])
    expect({ tooling, installed: existsSync(join(packed.app, 'node_modules', tooling)) }).toEqual({
      tooling,
      installed: false,
    });
  // And the published JavaScript and types do not reach for them either.
  const dist = join(packed.app, 'node_modules/w3m-react/dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|ts)$/.test(file),
  );
  expect(files).toContain('generated/components.js');
  const importsStencil = /(?:from|import)\s*\(?\s*['"]@stencil\//;
  expect(files.filter((file) => importsStencil.test(readFileSync(join(dist, file), 'utf8')))).toEqual([]);
});

test('a fresh project installs both tarballs and bundles an app that uses them', () => {
  const app = packed.app;
  expect(readdirSync(join(app, 'node_modules'))).toEqual(
    expect.arrayContaining(['w3m-elements', 'w3m-react']),
  );

  writeFileSync(
    join(app, 'app.jsx'),
    [
      "import { createAppKit } from 'w3m-elements';",
      "import { W3mButton, W3mModal } from 'w3m-react';",
      "import { createRoot } from 'react-dom/client';",
      "createAppKit({ themeMode: 'light' });",
      'createRoot(document.body).render(<><W3mButton /><W3mModal /></>);',
    ].join('\n'),
  );
  const esbuild = join(root, 'node_modules/.bin/esbuild');
  const out = run(
    esbuild,
    [
      'app.jsx',
      '--bundle',
      '--format=esm',
      '--jsx=automatic',
      '--outfile=out.js',
      '--log-level=error',
      '--metafile=meta.json',
    ],
    app,
  );
  expect(out).toBe('');
  const meta = JSON.parse(execFileSync('cat', [join(app, 'meta.json')], { encoding: 'utf8' })) as {
    inputs: Record<string, unknown>;
  };
  const inputs = Object.keys(meta.inputs).join('\n');
  expect(inputs).toContain('node_modules/w3m-elements/dist/components/w3m-button.js');
  expect(inputs).toContain('node_modules/w3m-react/dist/');
  // One copy of the library: createAppKit and the elements must share their stores.
  expect(inputs).not.toContain('node_modules/w3m-elements/dist/esm/');
});

test('the library entry imports in Node without a DOM', () => {
  const app = packed.app;
  const output = run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('w3m-elements'); console.log(typeof m.createAppKit);",
    ],
    app,
  );
  expect(output.trim()).toBe('function');
});

test('w3m-elements/siwx-server runs in Node: it issues a nonce and refuses a bad message', () => {
  const app = packed.app;
  const script = [
    "const { createSiwxServer, SiwxVerificationError } = await import('w3m-elements/siwx-server');",
    "const server = createSiwxServer({ domain: 'app.example' });",
    'const nonce = await server.issueNonce();',
    "const refused = await server.verify({ message: 'hello', signature: '0x' }).catch((error) => error);",
    'console.log(JSON.stringify({ nonce, reason: refused instanceof SiwxVerificationError ? refused.reason : null }));',
  ].join('\n');
  const output = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app)) as {
    nonce: string;
    reason: string | null;
  };
  expect(output.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
  expect(output.reason).toBe('malformed');
});
