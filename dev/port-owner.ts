import { readdir, readFile, readlink } from 'node:fs/promises';

/** A process found listening on a TCP port. */
export interface PortOwner {
  pid: number;
  /** The process's command line, arguments joined by spaces. */
  command: string;
}

const LISTEN_STATE = '0A';
const PROC_TCP_TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];

/** Socket inodes of LISTEN sockets on `port`, read from a /proc/net/tcp{,6} table's text. */
export function listeningInodes(table: string, port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes: string[] = [];
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const local = fields[1];
    const inode = fields[9];
    if (local === undefined || inode === undefined || fields[3] !== LISTEN_STATE) continue;
    if (local.endsWith(`:${portHex}`) && inode !== '0') inodes.push(inode);
  }
  return inodes;
}

/** Finds the process listening on `port` through /proc (Linux); undefined when it cannot be told. */
export async function findPortOwner(port: number): Promise<PortOwner | undefined> {
  const inodes = new Set<string>();
  for (const table of PROC_TCP_TABLES) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const inode of listeningInodes(text, port)) inodes.add(inode);
  }
  if (inodes.size === 0) return undefined;
  const pid = await findPidHoldingSocket(inodes);
  if (pid === undefined) return undefined;
  return { pid, command: await commandLine(pid) };
}

async function findPidHoldingSocket(inodes: Set<string>): Promise<number | undefined> {
  const targets = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  const entries = await readdir('/proc').catch(() => [] as string[]);
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const link = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '');
      if (targets.has(link)) return Number(entry);
    }
  }
  return undefined;
}

async function commandLine(pid: number): Promise<string> {
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const command = raw
    .split('\0')
    .filter((part) => part.length > 0)
    .join(' ');
  return command.length > 0 ? command : 'unknown command';
}
