import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../paths';
import { spawnLocalSolana } from './process';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('spawnLocalSolana: the chain in its own process', () => {
  it('reports ready with its URLs and seed, serves from another pid, and stops cleanly', async () => {
    const solana = await spawnLocalSolana({ port: 0, wsPort: 0 });
    try {
      expect(solana.pid).not.toBe(process.pid);
      expect(solana.seed.accounts.length).toBeGreaterThan(0);
      const response = await fetch(solana.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getBalance',
          params: [solana.seed.accounts[0]],
        }),
      });
      expect(((await response.json()) as { result: { value: number } }).result.value).toBeGreaterThan(0);
      expect(await solana.webSocketClients()).toBe(0);
    } finally {
      await solana.stop();
    }
    expect(isRunning(solana.pid)).toBe(false);
    await solana.stop();
  });

  it('rejects with the reason when its port is taken, leaving no process behind', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(spawnLocalSolana({ port, wsPort: 0 })).rejects.toThrow(/did not start: .*EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('refuses to run litesvm in a process started without its V8 flag', async () => {
    const root = projectRoot();
    const child = fork(
      join(root, 'dev', 'solana', 'process-main.ts'),
      ['--host', '127.0.0.1', '--port', '0', '--ws-port', '0'],
      {
        cwd: root,
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      },
    );
    const [message] = (await once(child, 'message')) as [{ type: string; message: string }];
    expect(message).toMatchObject({
      type: 'failed',
      message: expect.stringContaining('runs only in its own process'),
    });
    await once(child, 'exit');
    expect(child.exitCode).toBe(1);
  });
});
