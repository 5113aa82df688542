import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs as ESM (tsx) and as CommonJS (the Jest transform), where import.meta is empty.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/** The Dev Solana Wallet's entry module. */
export const DEV_SOLANA_WALLET_ENTRY = join(here, 'index.ts');

/** What {@link buildDevSolanaWallet} wrote. */
export interface DevSolanaWalletBuild {
  outFile: string;
  bytes: number;
}

/**
 * Bundles the Dev Solana Wallet into one self-starting, minified browser script (IIFE) at `outFile`,
 * for `<script src="/dev-solana-wallet.js">` and `page.evaluateOnNewDocument(source)`.
 */
export async function buildDevSolanaWallet(outFile: string): Promise<DevSolanaWalletBuild> {
  const result = await build({
    entryPoints: [DEV_SOLANA_WALLET_ENTRY],
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
