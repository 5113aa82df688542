// Builds `w3m-elements/siwx-server` (the sign-in verifier for a host's Node backend) into
// dist/siwx-server: one ES module for Node 20+, viem left as the package's own dependency.
// Its type declarations come from Stencil's build (dist/types/siwx-server).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [join(root, 'src/siwx-server/index.ts')],
  outfile: join(root, 'dist/siwx-server/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['viem', 'viem/*'],
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log('siwx-server written to dist/siwx-server');
