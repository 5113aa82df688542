import net from 'node:net';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;

/** Outside requests a guard stopped, by layer. */
export interface OutsideAttempts {
  /** URLs given to global fetch whose host is not loopback. */
  fetches: string[];
  /** "host:port" of TCP connects (from anything: fetch, ws, http) to a non-loopback host. */
  sockets: string[];
}

/** A guard in place: what it caught, and how to take it away again. */
export interface OutsideGuard {
  attempts: OutsideAttempts;
  restore(): void;
}

function urlOf(input: Parameters<typeof fetch>[0]): URL {
  if (typeof input === 'string') return new URL(input);
  if (input instanceof URL) return input;
  return new URL(input.url);
}

function connectTarget(args: unknown[]): { host: string; port: string } {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const options = first as { host?: string; port?: number | string; path?: string };
    if (options.path !== undefined) return { host: 'localhost', port: options.path };
    return { host: options.host ?? 'localhost', port: String(options.port ?? '') };
  }
  if (Array.isArray(first)) return connectTarget(first);
  return { host: typeof second === 'string' ? second : 'localhost', port: String(first) };
}

/**
 * Stops this process from reaching anything but loopback and records every attempt: global fetch
 * to another host rejects at once (no DNS, no socket), and so does any TCP connect to one.
 */
export function installOutsideGuard(): OutsideGuard {
  const attempts: OutsideAttempts = { fetches: [], sockets: [] };
  const realFetch = globalThis.fetch;
  const realConnect = net.Socket.prototype.connect;

  globalThis.fetch = async (input, init) => {
    const url = urlOf(input);
    if (!LOOPBACK.test(url.hostname)) {
      attempts.fetches.push(url.href);
      throw new TypeError(`fetch to ${url.host} blocked: tests stay on 127.0.0.1`);
    }
    return realFetch(input, init);
  };

  // Overloads make this hard to type; the guard only reads the target and passes the rest on.
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const { host, port } = connectTarget(args);
    if (!LOOPBACK.test(host)) {
      attempts.sockets.push(`${host}:${port}`);
      process.nextTick(() => this.destroy(new Error(`connect to ${host} blocked: tests stay on 127.0.0.1`)));
      return this;
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;

  return {
    attempts,
    restore() {
      globalThis.fetch = realFetch;
      net.Socket.prototype.connect = realConnect;
    },
  };
}
