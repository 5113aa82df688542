import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDevWalletScript, type DevWalletBuild } from '../wallet/build';

// This file runs as ESM (tsx) and as CommonJS (the Jest transform), where import.meta is empty.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/** Bundles the Dev Bitcoin Wallet (Wallet Standard, Sats Connect) to `outFile` (`/dev-bitcoin-wallet.js`). */
export function buildDevBitcoinWallet(outFile: string): Promise<DevWalletBuild> {
  return bundleDevWalletScript(join(here, 'index.ts'), outFile);
}
