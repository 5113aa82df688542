import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../paths';
import { startServiceProcess } from './service-process';

/** The well-known dev mnemonic; its first account is 0xf39F…2266. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** How to start one anvil node. */
export interface AnvilOptions {
  port: number;
  chainId: number;
  /** How long to wait for the node to answer eth_chainId (default 15 s). */
  startTimeoutMs?: number;
  root?: string;
}

/** A running anvil node. */
export interface AnvilNode {
  chainId: number;
  rpcUrl: string;
  pid: number;
  /** Stops the node and waits for its exit; safe to call twice. */
  stop(): Promise<void>;
}

const ARCH_NAMES: Readonly<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/**
 * The anvil executable from the @foundry-rs/anvil npm package: the platform binary itself when it
 * can be found (no wrapper process between us and the node), else node_modules/.bin/anvil.
 */
export function anvilExecutable(root: string = projectRoot()): string {
  const arch = ARCH_NAMES[process.arch];
  if (arch) {
    try {
      return createRequire(join(root, 'package.json')).resolve(
        `@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`,
      );
    } catch {
      // Fall back to the npm wrapper below.
    }
  }
  const wrapper = join(root, 'node_modules', '.bin', 'anvil');
  if (existsSync(wrapper)) return wrapper;
  throw new Error('anvil not found: the @foundry-rs/anvil package is not installed (run npm install)');
}

/** Starts anvil on 127.0.0.1:port and resolves once it answers eth_chainId with the expected id. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const { port, chainId } = options;
  const rpcUrl = `http://127.0.0.1:${port}`;
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--mnemonic',
    DEV_MNEMONIC,
    '--quiet',
  ];
  const { pid, stop } = await startServiceProcess({
    name: `anvil (chain ${chainId}, port ${port})`,
    command: anvilExecutable(options.root),
    args,
    ready: () => answersChainId(rpcUrl, chainId),
    readyDescription: `anvil on port ${port} to answer eth_chainId ${chainId}`,
    timeoutMs: options.startTimeoutMs ?? 15_000,
  });
  return { chainId, rpcUrl, pid, stop };
}

const ChainIdResponse = z.object({ result: z.string() });

async function answersChainId(rpcUrl: string, chainId: number): Promise<true | undefined> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(2000),
  });
  const { result } = ChainIdResponse.parse(await response.json());
  if (Number.parseInt(result, 16) !== chainId) {
    throw new Error(`port answered eth_chainId ${result}, expected ${chainId}`);
  }
  return true;
}
