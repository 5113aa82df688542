import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs as ESM (tsx) and as CommonJS (the Jest transform), where import.meta is empty.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/** The Dev Wallet's entry module. */
export const DEV_WALLET_ENTRY = join(here, 'index.ts');

/** What {@link buildDevWallet} wrote. */
export interface DevWalletBuild {
  outFile: string;
  bytes: number;
}

/**
 * Bundles a dev wallet's entry module into one self-starting, minified browser script (IIFE) at
 * `outFile`, for a `<script src>` on the demo pages and `page.evaluateOnNewDocument(source)`.
 */
export async function bundleDevWalletScript(entry: string, outFile: string): Promise<DevWalletBuild> {
  const result = await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0];
  return { outFile, bytes: output?.bytes ?? 0 };
}

/** Bundles the (EVM) Dev Wallet to `outFile` (`/dev-wallet.js`). */
export function buildDevWallet(outFile: string): Promise<DevWalletBuild> {
  return bundleDevWalletScript(DEV_WALLET_ENTRY, outFile);
}
