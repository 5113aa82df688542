import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Both packages must install from their packed tarballs exactly as published packages would:
// pack them, install them into an empty project (offline, from npm's cache), and use them there.
const root = join(__dirname, '..');
let work: string;

const run = (command: string, args: string[], cwd: string): string =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'w3m-pack-'));
  run('npm', ['pack', '--pack-destination', work], root);
  run('npm', ['pack', '--workspace', 'w3m-react', '--pack-destination', work], root);
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test('the tarballs hold the built outputs and no sources or tests', () => {
  const listing = run('tar', ['-tzf', join(work, 'w3m-elements-0.1.0.tgz')], work);
  expect(listing).toContain('package/dist/components/w3m-button.js');
  expect(listing).toContain('package/dist/index.js');
  expect(listing).toContain('package/loader/index.js');
  expect(listing).toContain('package/docs/components.json');
  expect(listing).toContain('package/dist/siwx-server/index.js');
  expect(listing).toContain('package/dist/types/siwx-server/index.d.ts');
  expect(listing).toContain('package/dist/collection/siwx/index.js');
  expect(listing).not.toMatch(/\.spec\.ts|package\/src\/|package\/tests\//);
  const react = run('tar', ['-tzf', join(work, 'w3m-react-0.1.0.tgz')], work);
  expect(react).toContain('package/dist/index.js');
  expect(react).toContain('package/dist/index.d.ts');
});

test('a fresh project installs both tarballs and bundles an app that uses them', () => {
  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  const manifest = {
    name: 'pack-consumer',
    private: true,
    type: 'module',
    dependencies: {
      'w3m-elements': `file:${join(work, 'w3m-elements-0.1.0.tgz')}`,
      'w3m-react': `file:${join(work, 'w3m-react-0.1.0.tgz')}`,
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest));
  // Start from the repository's lockfile so npm picks the versions already in its cache and the
  // install is served from the cache (npm may still ask the registry for metadata, as any install
  // does); npm drops the entries this project does not need.
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  lock.packages[''] = { name: manifest.name, dependencies: manifest.dependencies };
  delete lock.packages['react-wrapper'];
  delete lock.packages['node_modules/w3m-elements'];
  delete lock.packages['node_modules/w3m-react'];
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify({ ...lock, name: manifest.name }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
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
  const app = join(work, 'app');
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
  const app = join(work, 'app');
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
