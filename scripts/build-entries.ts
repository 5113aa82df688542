// Builds the package's plain-module subpaths into dist/: `w3m-elements/networks`, `/siwx` and
// `/siwx-server`. Each is one self-contained ES module (its dependencies bundled in, every import
// relative with its file extension), so the same file loads in Node 20+, in a browser page without
// a bundler, and in any bundler; lazy parts (viem for verifying signatures) become shared chunks.
// Their type declarations come from Stencil's build (dist/types). esbuild keeps a bare
// `import './chunks/…'` where it needs an evaluation order, so package.json lists dist/chunks under
// `sideEffects` (hosts' bundlers would otherwise warn that they drop those imports).
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Subpath export → source entry; the output is dist/<subpath>/index.js. */
export const PLAIN_ENTRIES: Record<string, string> = {
  networks: 'src/networks.ts',
  siwx: 'src/siwx/index.ts',
  'siwx-server': 'src/siwx-server/index.ts',
};

await rm(join(dist, 'chunks'), { recursive: true, force: true });
await build({
  entryPoints: Object.entries(PLAIN_ENTRIES).map(([out, source]) => ({
    in: join(root, source),
    out: `${out}/index`,
  })),
  outdir: dist,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  // Browser resolution with no Node built-ins: Node 20 has fetch and Web Crypto, so it runs there too.
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  // Shortened, but comments and layout stay: full minification would drop the pure annotations that
  // let a host's bundler leave out the networks the host does not import.
  minifyIdentifiers: true,
  minifySyntax: true,
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

// Pages without a bundler import these files (and the lazy build's entry) by URL; a declaration
// beside each lets an editor or `tsc` with a path mapping type-check such a page's scripts.
const TYPES_BESIDE: Record<string, string> = {
  'networks/index.d.ts': '../types/networks',
  'siwx/index.d.ts': '../types/siwx/index',
  'siwx-server/index.d.ts': '../types/siwx-server/index',
  'w3m-elements/index.esm.d.ts': '../types/index',
};
for (const [file, types] of Object.entries(TYPES_BESIDE)) {
  await writeFile(join(dist, file), `export * from '${types}';\n`);
}
console.log(`${Object.keys(PLAIN_ENTRIES).join(', ')} written to dist/`);
