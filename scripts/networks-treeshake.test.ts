// `w3m-elements/networks` must tree-shake: a host importing one network pays for that one only.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');

/** Bundles a one-line host entry the way a host bundler would, and returns the code and inputs. */
async function bundle(entry: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    treeShaking: true,
    minify: true,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // Only the modules that put bytes into the output: esbuild parses more than it keeps.
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { code, inputs };
}

const report = (label: string, code: string) =>
  console.log(`${label}: ${code.length} B minified, ${gzipSync(code).length} B gzipped`);

const POLYGON = 'polygonscan.com';
const SOLANA_MAINNET_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

it('import { base } carries Base and nothing else', async () => {
  const { code, inputs } = await bundle(`import { base } from './src/networks'; globalThis.network = base;`);
  report('import { base }', code);
  expect(code).toContain('mainnet.base.org');
  expect(code).toContain('8453');
  for (const absent of [
    POLYGON,
    SOLANA_MAINNET_REF,
    'etherscan.io',
    'optimism.io',
    'forno.celo.org',
    'mempool.space',
    '127.0.0.1',
  ])
    expect(code).not.toContain(absent);
  // Base's viem formatters stay out of the host bundle; they load with the EVM client.
  expect(inputs.filter((path) => /viem\/_esm\/(op-stack|utils\/formatters)\//.test(path))).toEqual([]);
});

it('import { mainnet, solana } carries those two only', async () => {
  const { code, inputs } = await bundle(
    `import { mainnet, solana } from './src/networks'; globalThis.networks = [mainnet, solana];`,
  );
  report('import { mainnet, solana }', code);
  expect(code).toContain('etherscan.io');
  expect(code).toContain(SOLANA_MAINNET_REF);
  for (const absent of ['mainnet.base.org', POLYGON, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'bip122'])
    expect(code).not.toContain(absent);
  expect(inputs.filter((path) => path.includes('chains/definitions/'))).toEqual([
    'node_modules/viem/_esm/chains/definitions/mainnet.js',
  ]);
});

it('importing everything does carry every network (control for the checks above)', async () => {
  const { code, inputs } = await bundle(`import * as all from './src/networks'; globalThis.networks = all;`);
  report('import * (all networks)', code);
  // Even the whole catalog is plain data: chain-family formatters and fee code load with the EVM client.
  expect(
    inputs.filter((path) => /viem\/_esm\/(op-stack|celo|zksync|linea|utils\/formatters)\//.test(path)),
  ).toEqual([]);
  for (const present of [
    'mainnet.base.org',
    POLYGON,
    SOLANA_MAINNET_REF,
    'bip122:000000000019d6689c085ae165831e93',
    '127.0.0.1:8546',
  ])
    expect(code).toContain(present);
});

it('the published module (dist/networks, as hosts get it) tree-shakes the same way', async () => {
  // Resolved through the package's `exports`, as a host's bundler does: dist/networks/index.js.
  const { code, inputs } = await bundle(
    `import { base } from 'w3m-elements/networks'; globalThis.network = base;`,
  );
  report('import { base } from the published module', code);
  expect(inputs.some((path) => path.endsWith('dist/networks/index.js'))).toBe(true);
  expect(code).toContain('mainnet.base.org');
  for (const absent of [POLYGON, SOLANA_MAINNET_REF, 'etherscan.io', 'optimism.io', '127.0.0.1'])
    expect(code).not.toContain(absent);
});
