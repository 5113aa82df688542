import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs as ESM (tsx) and as CommonJS (the Jest transform), where import.meta is empty.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/**
 * Bundles the Dev Bitcoin Wallet into one self-starting browser script (IIFE) at `outFile`, for
 * `<script src="/dev-bitcoin-wallet.js">` and `page.evaluateOnNewDocument(source)`.
 */
export async function buildDevBitcoinWallet(outFile: string): Promise<void> {
  await build({
    entryPoints: [join(here, 'index.ts')],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
}
