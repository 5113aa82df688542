import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { listeningInodes } from './port-owner';
import { assertPortFree, findFreePort, isPortFree, PortInUseError } from './ports';

/** Starts a separate node process listening on `port` and resolves once it says so. */
function occupyPortInChild(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('listening'))`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`port holder exited early with ${String(code)}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
  });
}

function listenHere(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('isPortFree / assertPortFree', () => {
  let holder: ChildProcess | undefined;
  afterEach(() => {
    holder?.kill('SIGKILL');
    holder = undefined;
  });

  it('hands out spare ports below the ephemeral range, never the same one twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
    }
  });

  it('passes for a free port', async () => {
    const port = await findFreePort();
    expect(await isPortFree(port)).toBe(true);
    await expect(assertPortFree(port, 'demo pages')).resolves.toBeUndefined();
  });

  it('names the port, the wanted service, the holder pid and command line, and the setting to change', async () => {
    const port = await findFreePort();
    holder = await occupyPortInChild(port);
    expect(await isPortFree(port)).toBe(false);
    const failure = assertPortFree(port, 'EVM dev chain', 'W3M_EVM_PORT');
    await expect(failure).rejects.toBeInstanceOf(PortInUseError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^Port ${port} \\(EVM dev chain\\) is already in use by pid ${String(holder.pid)}: .*node -e .*listen\\(${port}.* Stop it or set W3M_EVM_PORT\\.$`,
      ),
    );
  });

  it('finds a holder inside this very process too', async () => {
    const port = await findFreePort();
    const server = await listenHere(port);
    try {
      await expect(assertPortFree(port, 'demo pages')).rejects.toThrow(
        `Port ${port} (demo pages) is already in use by pid ${process.pid}: `,
      );
      await expect(assertPortFree(port, 'demo pages')).rejects.toThrow('Stop it or choose another port.');
    } finally {
      server.close();
    }
  });

  it('sees a port taken on every interface (0.0.0.0) as taken', async () => {
    const port = await findFreePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      server.close();
    }
  });
});

describe('listeningInodes', () => {
  const table = [
    '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
    '   0: 0100007F:2161 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 111 1 0000000000000000 100 0 0 10 0',
    '   1: 0100007F:2161 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 222 1 0000000000000000 20 4 30 10 -1',
    '   2: 00000000:2162 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 333 1 0000000000000000 100 0 0 10 0',
    '   3: 00000000000000000000000000000000:2161 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000 0 0 444 1',
    '',
  ].join('\n');

  it('returns the inodes of LISTEN sockets on the port only (IPv4 and IPv6 rows)', () => {
    expect(listeningInodes(table, 0x2161)).toEqual(['111', '444']);
    expect(listeningInodes(table, 0x2162)).toEqual(['333']);
    expect(listeningInodes(table, 80)).toEqual([]);
  });

  it('ignores malformed text', () => {
    expect(listeningInodes('garbage\n0: nothing here', 8545)).toEqual([]);
  });
});
