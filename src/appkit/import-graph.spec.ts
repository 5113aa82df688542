import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(__dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');

interface Metafile {
  inputs: Record<string, unknown>;
}

/** Runs a node_modules binary, failing the test with its output when it fails. */
function run(bin: string, args: string[]): void {
  const result = spawnSync(join(BIN, bin), args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
}

let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'w3m-import-graph-'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('package entry', () => {
  test('SPEC §2 (optional panels load on demand): importing src/index.ts pulls in no component, viem, WalletConnect or Solana code', () => {
    const outfile = join(workDir, 'index.js');
    const metafile = join(workDir, 'meta.json');
    // The CLI rather than esbuild's JS API: the API's TextEncoder check fails inside Jest's DOM environment.
    run('esbuild', [
      'src/index.ts',
      '--bundle',
      '--platform=browser',
      '--format=esm',
      '--minify',
      `--outfile=${outfile}`,
      `--metafile=${metafile}`,
    ]);
    const inputs = Object.keys((JSON.parse(readFileSync(metafile, 'utf8')) as Metafile).inputs);
    expect(inputs).toContain('src/index.ts');
    const forbidden = inputs.filter((path) =>
      /(^|\/)src\/components\/|node_modules\/viem\/|node_modules\/@walletconnect\/|node_modules\/@solana\//.test(
        path,
      ),
    );
    expect(forbidden).toEqual([]);
    const gzipped = gzipSync(readFileSync(outfile)).length;
    // Printed for the size budget (checked by the bench, not here).
    console.log(`src/index.ts bundle: ${inputs.length} inputs, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeGreaterThan(0);
  });

  test('SPEC §2 (modal injected into the page body): on a server createAppKit only seeds the stores and touches no window, document or storage', () => {
    const script = join(workDir, 'server.mts');
    writeFileSync(
      script,
      [
        `const touched: string[] = [];`,
        `for (const name of ['document', 'localStorage', 'sessionStorage', 'matchMedia', 'navigator']) {`,
        `  Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined; } });`,
        `}`,
        `const { createAppKit } = await import(${JSON.stringify(join(ROOT, 'src', 'index.ts'))});`,
        `const { mainnet } = await import(${JSON.stringify(join(ROOT, 'src', 'networks.ts'))});`,
        `const kit = createAppKit({ networks: [mainnet], themeMode: 'system' });`,
        `console.log(JSON.stringify({ touched, state: kit.getState() }));`,
      ].join('\n'),
    );
    const result = spawnSync(join(BIN, 'tsx'), [script], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as {
      touched: string[];
      state: unknown;
    };
    expect(report.touched).toEqual([]);
    expect(report.state).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
      initialized: true,
    });
  });
});
