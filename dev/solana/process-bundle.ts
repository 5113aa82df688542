import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

let bundles = 0;

/**
 * Bundles the chain process's entry (dev/solana/process-main.ts and the project's own modules it
 * imports) into one CommonJS file under `.stack-data/solana-chain/`, packages left to node, so the
 * child starts with plain node instead of compiling TypeScript through tsx's loader. Each call
 * writes its own file (stacks may start side by side); `remove` deletes it.
 */
export async function bundleChainEntry(root: string): Promise<{ file: string; remove(): Promise<void> }> {
  const folder = join(root, '.stack-data', 'solana-chain');
  await mkdir(folder, { recursive: true });
  bundles += 1;
  const file = join(folder, `process-main-${process.pid}-${bundles}.cjs`);
  await build({
    entryPoints: [join(root, 'dev', 'solana', 'process-main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  return { file, remove: () => rm(file, { force: true }) };
}
