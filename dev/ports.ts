import { createServer } from 'node:net';
import { findPortOwner } from './port-owner';

const HOST = '127.0.0.1';

/** Thrown when a port the stack needs is taken; its message says by whom and what to do. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    message: string,
  ) {
    super(message);
    this.name = 'PortInUseError';
  }
}

/** Resolves true when nothing listens on 127.0.0.1:port (checked by binding it briefly). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    probe.listen({ port, host: HOST }, () => probe.close(() => resolve(true)));
  });
}

// Outgoing connections take their local port from the OS's ephemeral range (Linux 32768-60999,
// macOS 49152-65535). A spare port taken from that range (as `listen(0)` does) and bound seconds
// later, after a chain deploy, may meanwhile be in use by one of the stack's own RPC connections.
// Spare ports therefore come from below it, and each is handed out once per process.
const SPARE_PORTS = { first: 20_000, last: 32_767 } as const;
const handedOut = new Set<number>();

/** A port free right now on 127.0.0.1 and outside the ephemeral range (for tests that need spare ports). */
export async function findFreePort(): Promise<number> {
  const span = SPARE_PORTS.last - SPARE_PORTS.first + 1;
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const port = SPARE_PORTS.first + Math.floor(Math.random() * span);
    if (handedOut.has(port)) continue;
    handedOut.add(port); // before the check, so concurrent callers never pick the same port
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port between ${SPARE_PORTS.first} and ${SPARE_PORTS.last} after 500 tries`);
}

/**
 * Throws a {@link PortInUseError} naming the port, the service we wanted to start on it and the
 * process holding it; `envVar` is the setting that moves the service elsewhere.
 */
export async function assertPortFree(port: number, service: string, envVar?: string): Promise<void> {
  if (await isPortFree(port)) return;
  const owner = await findPortOwner(port);
  const holder = owner ? `pid ${owner.pid}: ${owner.command}` : 'another process';
  const remedy = envVar ? `Stop it or set ${envVar}.` : 'Stop it or choose another port.';
  throw new PortInUseError(port, `Port ${port} (${service}) is already in use by ${holder}. ${remedy}`);
}
