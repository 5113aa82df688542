import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { exited, stopChild, trackChild } from '../evm/child-processes';
import { projectRoot } from '../paths';
import type { DevOidcClient } from './provider';

/** The local OpenID provider running in a child process. */
export interface OidcProcess {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts dev/oidc/process-main.ts and resolves with its issuer once it listens. */
export async function spawnOidcProvider(options: {
  port: number;
  clients: DevOidcClient[];
  startTimeoutMs?: number;
}): Promise<OidcProcess> {
  const root = projectRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'dev', 'oidc', 'process-main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      W3M_OIDC_PORT_CHILD: String(options.port),
      W3M_OIDC_CLIENTS: JSON.stringify(options.clients),
    },
  });
  trackChild(child);
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(chunk.toString('utf8'));
    output.splice(0, Math.max(0, output.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= stopChild(child));
  try {
    const issuer = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `the OpenID provider was not ready within ${options.startTimeoutMs ?? 60_000} ms:\n${output.join('')}`,
            ),
          ),
        options.startTimeoutMs ?? 60_000,
      );
      child.on('message', (raw: unknown) => {
        const message = raw as { type?: string; issuer?: string; message?: string };
        clearTimeout(timer);
        if (message.type === 'ready' && typeof message.issuer === 'string') resolve(message.issuer);
        else
          reject(new Error(`the OpenID provider did not start: ${message.message ?? JSON.stringify(raw)}`));
      });
      void exited(child).then(() => {
        clearTimeout(timer);
        reject(new Error(`the OpenID provider exited before it was ready:\n${output.join('')}`));
      });
    });
    return { issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
