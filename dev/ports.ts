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

/** A port the OS reports free right now on 127.0.0.1 (for tests that need spare ports). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: HOST }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('The OS gave no free port'))));
    });
  });
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
