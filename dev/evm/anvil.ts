import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../paths';
import { waitFor } from '../wait';
import { exited, stopChild, trackChild } from './child-processes';

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
const OUTPUT_LINES_KEPT = 20;

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
  const child = spawn(anvilExecutable(options.root), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  trackChild(child);

  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim().length > 0),
    );
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= stopChild(child));

  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const exitedEarly = exited(child).then(() => {
    throw new Error(
      `anvil (chain ${chainId}, port ${port}) exited before it was ready (code ${String(child.exitCode ?? child.signalCode)}):\n${output.join('\n')}`,
    );
  });
  const stopPolling = new AbortController();
  const ready = waitFor(() => answersChainId(rpcUrl, chainId), {
    signal: stopPolling.signal,
    description: `anvil on port ${port} to answer eth_chainId ${chainId}`,
    timeoutMs: options.startTimeoutMs ?? 15_000,
  });
  try {
    await Promise.race([ready, exitedEarly, spawnFailed]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    stopPolling.abort();
    ready.catch(() => undefined);
    exitedEarly.catch(() => undefined);
    spawnFailed.catch(() => undefined);
  }
  if (child.pid === undefined) throw new Error('anvil started without a pid');
  return { chainId, rpcUrl, pid: child.pid, stop };
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
