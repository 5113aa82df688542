import { spawn, type SpawnOptions } from 'node:child_process';
import { waitFor } from '../wait';
import { exited, stopChild, trackChild } from './child-processes';

/** How to start one long-running service process and know that it is ready. */
export interface ServiceProcessOptions {
  /** For error messages, e.g. "anvil (chain 31337, port 8545)". */
  name: string;
  command: string;
  args: string[];
  spawnOptions?: Omit<SpawnOptions, 'stdio'>;
  /** Resolves true once the service answers (throws or resolves undefined while it does not). */
  ready: () => Promise<true | undefined>;
  /** What is awaited, for the timeout message. */
  readyDescription: string;
  timeoutMs: number;
  intervalMs?: number;
  /** How many of its last output lines an early-exit error quotes (default 20). */
  outputLines?: number;
}

/** A started service process. */
export interface ServiceProcess {
  pid: number;
  /** Stops it (SIGTERM, then SIGKILL) and waits for its exit; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Spawns the process (tracked, so it never outlives this one), keeps its last output lines, and
 * resolves once `ready` holds; an early exit, a spawn failure or the timeout stops it and throws
 * with its output.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const child = spawn(options.command, options.args, {
    ...options.spawnOptions,
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
    output.splice(0, Math.max(0, output.length - (options.outputLines ?? 20)));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= stopChild(child));
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const exitedEarly = exited(child).then(() => {
    throw new Error(
      `${options.name} exited before it was ready (code ${String(child.exitCode ?? child.signalCode)}):\n${output.join('\n')}`,
    );
  });
  const stopPolling = new AbortController();
  const ready = waitFor(options.ready, {
    signal: stopPolling.signal,
    description: options.readyDescription,
    timeoutMs: options.timeoutMs,
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
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
  if (child.pid === undefined) throw new Error(`${options.name} started without a pid`);
  return { pid: child.pid, stop };
}
