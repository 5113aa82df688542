import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private PostgreSQL cluster for the tests. */
export interface PostgresCluster {
  /** postgres://… of its `postgres` database (an admin connection). */
  url: string;
  stop(): Promise<void>;
}

const HOW_TO_INSTALL = 'Install it as root: apt-get update && apt-get install -y postgresql';

/** The directory holding initdb and pg_ctl (Debian keeps them in /usr/lib/postgresql/<v>/bin). */
function findBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(base, version, 'bin');
      if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return which.status === 0 && initdb ? join(initdb, '..') : undefined;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function run(command: string, args: string[], asUser?: string): Promise<void> {
  const [file, argv] = asUser ? ['runuser', ['-u', asUser, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Installs Debian's postgresql when initdb is missing (as root, like scripts/ensure-chromium.ts). */
export async function ensurePostgresInstalled(): Promise<string> {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) throw new Error(`PostgreSQL (initdb, pg_ctl) was not found. ${HOW_TO_INSTALL}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed. ${HOW_TO_INSTALL}`);
  }
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql but initdb is still missing');
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway cluster: initdb into a temp dir, pg_ctl start on a free 127.0.0.1 port with
 * trust auth. As root both run as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await ensurePostgresInstalled();
  const root = mkdtempSync(join(tmpdir(), 'w3m-pg-'));
  const user = isRoot() ? 'postgres' : undefined;
  if (user) {
    chmodSync(root, 0o777);
  }
  const data = join(root, 'data');
  const port = await freePort();
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    user,
  );
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  await run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', 'start'], user);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user).catch(
        () => undefined,
      );
      rmSync(root, { recursive: true, force: true });
    },
  };
}
