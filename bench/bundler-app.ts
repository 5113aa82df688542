import { build, type Metafile } from 'esbuild';
import { join, relative } from 'node:path';
import { gzipSize } from './gzip-size';

/** What an app's own bundler ships up front for bench/fixtures/bundler-app.ts. */
export interface BundlerAppSize {
  /** Gzipped bytes of the entry chunk plus every chunk it imports statically (what loads before any click). */
  entryJs: number;
  /** Files in that first-load set. */
  entryFiles: string[];
  /** All chunks the build produced (the rest load through dynamic import()). */
  chunks: number;
}

/** The entry and every output it reaches through static imports (dynamic imports excluded). */
function staticClosure(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}

/** Bundles the fixture the way an app would (esbuild, code splitting) and sizes its first load. */
export async function measureBundlerApp(root: string): Promise<BundlerAppSize> {
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
  const entry = Object.keys(result.metafile.outputs).find((path) => path.endsWith('bundler-app.js'));
  if (!entry) throw new Error('esbuild produced no entry chunk for the bundler app');
  const firstLoad = staticClosure(result.metafile, entry);
  const contents = new Map(result.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  let entryJs = 0;
  for (const path of firstLoad) {
    const body = contents.get(path);
    if (!body) throw new Error(`esbuild reported ${path} but wrote no such file`);
    entryJs += gzipSize(body);
  }
  return { entryJs, entryFiles: firstLoad, chunks: result.outputFiles.length };
}
