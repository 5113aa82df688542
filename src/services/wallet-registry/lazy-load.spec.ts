import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const BUNDLED = 'src/services/wallet-registry/bundled-wallets.ts';

interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      inputs: Record<string, unknown>;
      imports: Array<{ path: string; kind: string; external?: boolean }>;
    }
  >;
}

let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'w3m-registry-lazy-'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/** The inputs of everything an entry loads before any dynamic import() runs. */
function staticInputs(meta: Metafile, entryPoint: string): string[] {
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]?.entryPoint === entryPoint);
  if (!entry) throw new Error(`No output for ${entryPoint}`);
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  return [...seen].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
}

test('the bundled wallet list is its own chunk, loaded only when the registry is first needed', () => {
  const metafile = join(workDir, 'meta.json');
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'esbuild'),
    [
      'src/appkit/wallet-registry.ts',
      'src/index.ts',
      '--bundle',
      '--platform=browser',
      '--format=esm',
      '--splitting',
      // Stencil element sources only the Stencil compiler can build (src/appkit/import-graph.spec.ts checks them).
      '--external:*/entry-elements',
      `--outdir=${join(workDir, 'out')}`,
      `--metafile=${metafile}`,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  expect(result.status).toBe(0);
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
  expect(staticInputs(meta, 'src/appkit/wallet-registry.ts')).not.toContain(BUNDLED);
  expect(staticInputs(meta, 'src/index.ts')).not.toContain(BUNDLED);
  expect(Object.values(meta.outputs).some((output) => BUNDLED in output.inputs)).toBe(true);
});
