import { build } from 'esbuild';
import { cp, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs as ESM (tsx) and as CommonJS (the Jest transform), where import.meta is empty.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/**
 * Writes the dev mobile wallet page into `outDir` (served at /wallet/): its HTML and CSS, and
 * main.js, the page's script bundled with WalletKit for the browser.
 */
export async function buildMobileWallet(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await Promise.all([
    cp(join(here, 'index.html'), join(outDir, 'index.html')),
    cp(join(here, 'wallet.css'), join(outDir, 'wallet.css')),
    build({
      entryPoints: [join(here, 'main.ts')],
      outfile: join(outDir, 'main.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      logLevel: 'warning',
    }),
  ]);
}
