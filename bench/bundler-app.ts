import { build } from 'esbuild';
import { join } from 'node:path';
import { gzipSize } from './gzip-size';

/** Gzipped size of the entry chunk an app's own bundler produces for bench/fixtures/bundler-app.ts. */
export async function measureBundlerApp(root: string): Promise<{ entryJs: number; chunks: number }> {
  const result = await build({
    entryPoints: [join(root, 'bench/fixtures/bundler-app.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    outdir: join(root, 'build/bench-bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const entry = result.outputFiles.find((file) => file.path.endsWith('bundler-app.js'));
  if (!entry) throw new Error('esbuild produced no entry chunk for the bundler app');
  return { entryJs: gzipSize(entry.contents), chunks: result.outputFiles.length };
}
