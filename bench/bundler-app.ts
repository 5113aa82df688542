import { build, type BuildOptions, type Metafile } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { gzipSize } from './gzip-size';

/** What an app's own bundler ships up front for bench/fixtures/bundler-app.ts. */
export interface BundlerAppSize {
  /** Gzipped bytes of the entry chunk plus every chunk it imports statically (what loads before any click). */
  entryJs: number;
  /** Files in that first-load set. */
  entryFiles: string[];
  /** All chunks the build produced (the rest load through dynamic import()). */
  chunks: number;
  /**
   * Gzipped bytes of every chunk the app can ever load, each counted once, with one language: the
   * locale chunks are alternatives (a page loads at most one locale), so only the largest counts.
   */
  wholeKitJs: number;
  /** Gzipped bytes of each locale's chunks (every translation; none of them is in the first load). */
  localeJs: Record<string, number>;
  /** Gzipped bytes of the largest single locale chunk (issue 22: at most 4 kB each). */
  largestLocaleChunkJs: number;
}

/**
 * Which built chunk holds which locale: the locale loader lists each code with the chunks it imports
 * (`de:()=>[import("./p-….js"),import("./p-….js")]` in dist/components).
 */
function localeChunks(root: string): Map<string, string> {
  const dir = join(root, 'dist/components');
  const byFile = new Map<string, string>();
  const entry = /(?:"([A-Za-z-]+)"|\b([a-z]{2})):\(\)=>\[((?:import\("\.\/[^"]+"\),?)+)\]/g;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    for (const match of readFileSync(join(dir, name), 'utf8').matchAll(entry)) {
      const code = match[1] ?? match[2] ?? '';
      for (const file of match[3]?.matchAll(/import\("\.\/([^"]+)"\)/g) ?? [])
        byFile.set(file[1] ?? '', code);
    }
  }
  return byFile;
}

/** The locale an output chunk holds, when every one of its inputs is one locale's chunk. */
function localeOf(metafile: Metafile, path: string, chunks: Map<string, string>): string | undefined {
  const codes = new Set(
    Object.keys(metafile.outputs[path]?.inputs ?? {}).map((input) => chunks.get(basename(input))),
  );
  const [code] = codes;
  return codes.size === 1 && code !== undefined ? code : undefined;
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

/** How an app's own bundler builds the fixture: ESM, code splitting, minified, for browsers. */
function appBuildOptions(root: string): BuildOptions {
  return {
    entryPoints: [join(root, 'bench/fixtures/bundler-app.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
  };
}

/** Bundles the fixture the way an app would (esbuild, code splitting) and sizes its first load. */
export async function measureBundlerApp(root: string): Promise<BundlerAppSize> {
  const result = await build({
    ...appBuildOptions(root),
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
  const chunks = localeChunks(root);
  let sharedJs = 0;
  const localeJs: Record<string, number> = {};
  let largestLocaleChunkJs = 0;
  for (const file of result.outputFiles.filter((output) => output.path.endsWith('.js'))) {
    const locale = localeOf(result.metafile, relative(root, file.path), chunks);
    if (locale === undefined) sharedJs += gzipSize(file.contents);
    else {
      const bytes = gzipSize(file.contents);
      localeJs[locale] = (localeJs[locale] ?? 0) + bytes;
      largestLocaleChunkJs = Math.max(largestLocaleChunkJs, bytes);
    }
  }
  const wholeKitJs = sharedJs + Math.max(0, ...Object.values(localeJs));
  return {
    entryJs,
    entryFiles: firstLoad,
    chunks: result.outputFiles.length,
    wholeKitJs,
    localeJs,
    largestLocaleChunkJs,
  };
}

/**
 * Writes the bundled fixture and a page for it into `<site>/bench-bundle/`, served beside the plain
 * HTML host so the same open can be timed in both builds. The Dev Wallet stands in for an extension.
 */
export async function writeBundlerAppPage(root: string, site: string): Promise<string> {
  const outdir = join(site, 'bench-bundle');
  await build({
    ...appBuildOptions(root),
    outdir,
    logLevel: 'silent',
  });
  const page = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8" /><title>bundler app</title>',
    '<script src="/dev-wallet.js"></script>',
    '<script type="module" src="/bench-bundle/bundler-app.js"></script>',
    '</head><body><appkit-button></appkit-button></body></html>',
  ].join('\n');
  await writeFile(join(outdir, 'index.html'), page);
  return '/bench-bundle/';
}
