// Builds the Angular host ahead of time: ngc compiles the component to plain JS (no JIT, so no
// eval under the demo CSP), then esbuild bundles it, running Angular's linker over the framework
// packages (they ship partially compiled and would otherwise need the JIT compiler at runtime).
import { transformAsync } from '@babel/core';
import angularLinker from '@angular/compiler-cli/linker/babel';
import { build, type Metafile, type Plugin } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const ngcOut = join(root, 'build/angular-ngc');

/** Runs ngc (Angular's AOT compiler) on www/angular/tsconfig.json; rejects with its output on failure. */
async function compileAot(): Promise<void> {
  await rm(ngcOut, { recursive: true, force: true });
  const ngc = join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
  const child = spawn(process.execPath, [ngc, '-p', join(here, 'tsconfig.json')], { cwd: root });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`ngc failed (exit ${code}):\n${output}`);
}

/** esbuild plugin: links Angular's partially compiled declarations (ɵɵngDeclare*) into full AOT code. */
const angularLinkerPlugin: Plugin = {
  name: 'angular-linker',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]@angular[\\/].*\.m?js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('ɵɵngDeclare')) return { contents: source, loader: 'js' };
      const linked = await transformAsync(source, {
        filename: path,
        plugins: [angularLinker],
        compact: false,
        sourceMaps: false,
        configFile: false,
        babelrc: false,
      });
      if (!linked?.code) throw new Error(`The Angular linker produced nothing for ${path}`);
      return { contents: linked.code, loader: 'js' };
    });
  },
};

/** Compiles and bundles the Angular host into `outDir` (main.js; index.html is copied by the caller). */
export async function buildAngularHost(outDir: string): Promise<Metafile> {
  await compileAot();
  await mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: { main: join(ngcOut, 'www/angular/main.js') },
    outdir: outDir,
    bundle: true,
    // Keeps the library's lazy parts (views, viem) in their own chunks, as any host bundler would.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    target: 'es2022',
    minify: true,
    // What the Angular CLI defines for a production build: no dev checks, no JIT.
    define: {
      ngDevMode: 'false',
      ngJitMode: 'false',
      ngI18nClosureMode: 'false',
      'process.env.NODE_ENV': '"production"',
    },
    plugins: [angularLinkerPlugin],
    logLevel: 'warning',
    metafile: true,
  });
  return result.metafile;
}
