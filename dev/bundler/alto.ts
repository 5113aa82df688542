import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mnemonicToAccount } from 'viem/accounts';
import { toHex, type Address } from 'viem';
import { z } from 'zod';
import { DEV_MNEMONIC } from '../evm/anvil';
import { exited, stopChild, trackChild } from '../evm/child-processes';
import { projectRoot } from '../paths';
import { waitFor } from '../wait';

/** The dev account (mnemonic index) the bundler pays handleOps gas from; the tests never use it. */
export const BUNDLER_ACCOUNT_INDEX = 9;

/** How to start the bundler. */
export interface AltoOptions {
  port: number;
  rpcUrl: string;
  entryPoint: Address;
  /** How long to wait for it to answer eth_supportedEntryPoints (default 120 s: alto loads slowly on a busy machine). */
  startTimeoutMs?: number;
  root?: string;
}

/** A running alto bundler. */
export interface RunningBundler {
  url: string;
  pid: number;
  /** Stops the bundler and waits for its exit; safe to call twice. */
  stop(): Promise<void>;
}

const OUTPUT_LINES_KEPT = 30;

/** The bundler's executor key: the dev mnemonic's account {@link BUNDLER_ACCOUNT_INDEX}. */
export function bundlerExecutorKey(): `0x${string}` {
  const key = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: BUNDLER_ACCOUNT_INDEX }).getHdKey().privateKey;
  if (!key) throw new Error('the dev mnemonic gave no private key');
  return toHex(key);
}

function altoCli(root: string): string {
  const packageJson = createRequire(join(root, 'package.json')).resolve('@pimlico/alto');
  // "." resolves to <package>/esm/index.js; the CLI sits beside it.
  return join(dirname(packageJson), 'cli', 'alto.js');
}

/**
 * Starts @pimlico/alto on 127.0.0.1:port against the dev chain: EntryPoint v0.7, executor and
 * utility key from the dev mnemonic, safe mode off (anvil has no JavaScript tracer), bundling as
 * soon as an operation arrives. It runs with a minimal environment so no telemetry variable or
 * .env file of the developer's can switch on reporting.
 */
export async function startAlto(options: AltoOptions): Promise<RunningBundler> {
  const root = options.root ?? projectRoot();
  const key = bundlerExecutorKey();
  const args = [
    altoCli(root),
    '--entrypoints',
    options.entryPoint,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(options.port),
    '--executor-private-keys',
    key,
    '--utility-private-key',
    key,
    '--safe-mode',
    'false',
    '--refilling-wallets',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--enable-cors',
    'true',
    '--min-bundle-interval',
    '10',
    '--max-bundle-interval',
    '100',
    '--block-time',
    '100',
    '--log-level',
    'warn',
  ];
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DOTENV_CONFIG_PATH: '/dev/null',
  };
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const url = `http://127.0.0.1:${options.port}`;
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const exitedEarly = exited(child).then(() => {
    throw new Error(
      `alto (port ${options.port}) exited before it was ready (code ${String(child.exitCode ?? child.signalCode)}):\n${output.join('\n')}`,
    );
  });
  const stopPolling = new AbortController();
  const ready = waitFor(() => servesEntryPoint(url, options.entryPoint), {
    signal: stopPolling.signal,
    description: `alto on port ${options.port} to list EntryPoint ${options.entryPoint}`,
    timeoutMs: options.startTimeoutMs ?? 120_000,
    intervalMs: 100,
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
  if (child.pid === undefined) throw new Error('alto started without a pid');
  return { url, pid: child.pid, stop };
}

const SupportedEntryPoints = z.object({ result: z.array(z.string()) });

async function servesEntryPoint(url: string, entryPoint: Address): Promise<true | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    signal: AbortSignal.timeout(2000),
  });
  const { result } = SupportedEntryPoints.parse(await response.json());
  if (!result.some((listed) => listed.toLowerCase() === entryPoint.toLowerCase()))
    throw new Error(`alto lists ${result.join(', ')}, not ${entryPoint}`);
  return true;
}
