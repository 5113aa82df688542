// Builds the package's plain-module subpaths into dist/: `w3m-elements/networks`, `/siwx` and
// `/siwx-server`. Each is one self-contained ES module (its dependencies bundled in, every import
// relative with its file extension), so the same file loads in Node 20+, in a browser page without
// a bundler, and in any bundler; lazy parts (viem for verifying signatures) become shared chunks.
// Their type declarations come from Stencil's build (dist/types). esbuild keeps a bare
// `import './chunks/…'` where it needs an evaluation order, so package.json lists dist/chunks under
// `sideEffects` (hosts' bundlers would otherwise warn that they drop those imports).
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
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
console.log(`${Object.keys(PLAIN_ENTRIES).join(', ')} written to dist/`);
