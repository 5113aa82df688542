import { spawn, type ChildProcess } from 'node:child_process';
import { exited, stopChild, trackChild } from '../evm/child-processes';
import { projectRoot } from '../paths';
import { DEFAULT_SOLANA_RPC_PORT, DEFAULT_SOLANA_WS_PORT, LITESVM_NODE_FLAG } from './constants';
import { bundleChainEntry } from './process-bundle';
import { ChildMessage } from './process-messages';
import type { SolanaSeed } from './seed';

/** Where to serve the chain; port 0 picks a free one. */
export interface SpawnSolanaOptions {
  host?: string;
  port?: number;
  wsPort?: number;
  /** How long to wait for the chain's "ready" (default 90 s: it compiles and seeds on start, slow on a busy machine). */
  startTimeoutMs?: number;
  root?: string;
}

/** The local Solana chain running in its own process. */
export interface SolanaProcess {
  rpcUrl: string;
  wsUrl: string;
  /** The funded dev accounts and the test token's mint. */
  seed: SolanaSeed;
  pid: number;
  /** How many WebSocket clients the chain has now. */
  webSocketClients(): Promise<number>;
  /** Stops the chain process and waits for its exit; safe to call twice. */
  stop(): Promise<void>;
}

const OUTPUT_LINES_KEPT = 20;

/**
 * Starts the seeded local Solana chain (dev/solana/process-main.ts, bundled by esbuild first so the
 * child runs plain node without tsx) in a child node process with litesvm's V8 flag on its command line, and resolves once the child reports ready. litesvm never
 * runs in the caller's process (it corrupts its host, see chain.ts).
 */
export async function spawnLocalSolana(options: SpawnSolanaOptions = {}): Promise<SolanaProcess> {
  const root = options.root ?? projectRoot();
  const entry = await bundleChainEntry(root);
  const args = [
    LITESVM_NODE_FLAG,
    entry.file,
    '--host',
    options.host ?? '127.0.0.1',
    '--port',
    String(options.port ?? DEFAULT_SOLANA_RPC_PORT),
    '--ws-port',
    String(options.wsPort ?? DEFAULT_SOLANA_WS_PORT),
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  trackChild(child);
  const output = keepOutput(child);
  const pending = new Map<number, (count: number) => void>();
  let nextId = 1;

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= stopChild(child).finally(() => entry.remove()));

  try {
    const ready = await waitForReady(child, options.startTimeoutMs ?? 90_000, output);
    child.on('message', (raw) => {
      const message = ChildMessage.safeParse(raw);
      if (message.success && message.data.type === 'ws-clients') {
        pending.get(message.data.id)?.(message.data.count);
        pending.delete(message.data.id);
      }
    });
    if (child.pid === undefined) throw new Error('the Solana chain process started without a pid');
    return {
      rpcUrl: ready.rpcUrl,
      wsUrl: ready.wsUrl,
      seed: ready.seed,
      pid: child.pid,
      webSocketClients: () =>
        new Promise<number>((resolve, reject) => {
          if (!child.connected) return reject(new Error('the Solana chain process has exited'));
          const id = nextId++;
          pending.set(id, resolve);
          child.send({ type: 'count-ws-clients', id });
        }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function keepOutput(child: ChildProcess): string[] {
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
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return output;
}

type Ready = Extract<ChildMessage, { type: 'ready' }>;

function waitForReady(child: ChildProcess, timeoutMs: number, output: string[]): Promise<Ready> {
  return new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        finish(
          new Error(`the Solana chain process was not ready within ${timeoutMs} ms:\n${output.join('\n')}`),
        ),
      timeoutMs,
    );
    const onMessage = (raw: unknown): void => {
      const message = ChildMessage.safeParse(raw);
      if (!message.success) return finish(new Error(`the Solana chain process sent ${JSON.stringify(raw)}`));
      if (message.data.type === 'ready') finish(message.data);
      if (message.data.type === 'failed')
        finish(new Error(`the Solana chain did not start: ${message.data.message}`));
    };
    const onError = (error: Error): void => finish(error);
    void exited(child).then(() =>
      finish(
        new Error(
          `the Solana chain process exited before it was ready (code ${String(child.exitCode ?? child.signalCode)}):\n${output.join('\n')}`,
        ),
      ),
    );
    function finish(result: Ready | Error): void {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('error', onError);
      if (result instanceof Error) reject(result);
      else resolve(result);
    }
    child.on('message', onMessage);
    child.once('error', onError);
  });
}
