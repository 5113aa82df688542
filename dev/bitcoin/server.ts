import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import { devBitcoinAccounts, devMinerKey, publicAccountInfo, type DevBitcoinAccountInfo } from './dev-keys';
import { Ledger } from './ledger';
import { addressToScript, REGTEST_CAIP_NETWORK_ID } from './regtest';
import { route, type RouteContext } from './routes';

/** Default port of the local Bitcoin endpoint (DESIGN.md, "The local stack"). */
export const DEFAULT_BITCOIN_PORT = 3002;

/** Satoshis each dev account is funded with at start, per output, in block 1. */
export const DEV_FUNDING = {
  /** Two outputs to each payment (P2WPKH) address: 1 BTC and 0.5 BTC. */
  payment: [100_000_000n, 50_000_000n],
  /** One output to each ordinals (P2TR) address: 0.01 BTC. */
  ordinals: [1_000_000n],
} as const;

/** Fee rates in sat/vB by confirmation target, as `GET /fee-estimates` answers. */
export const DEFAULT_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3,
  '2': 2.5,
  '3': 2,
  '6': 1.5,
  '12': 1.2,
  '144': 1,
  '504': 1,
  '1008': 1,
};

/** Options of {@link startBitcoinEndpoint}; everything has a default. */
export interface BitcoinEndpointOptions {
  /** A loopback address; default 127.0.0.1. */
  host?: string;
  /** Default 3002; 0 picks a free port. */
  port?: number;
  /** Mine a block right after each accepted broadcast (default true); tests turn it off to see the mempool. */
  autoMine?: boolean;
  /** How many dev accounts to fund (default 3). */
  accounts?: number;
  /** Most transactions the mempool holds before broadcasts are refused (default 10 000). */
  maxMempoolTxs?: number;
  /** Largest request body in bytes (default 256 KiB); a bigger one is answered 413. */
  maxBodyBytes?: number;
  feeEstimates?: Record<string, number>;
  /** Clock in ms since the epoch, for block times (default Date.now). */
  now?: () => number;
  /** One line per refused broadcast and server error. */
  log?: (line: string) => void;
}

/** A running endpoint. */
export interface RunningBitcoinEndpoint {
  /** Base URL of the Esplora API, e.g. http://127.0.0.1:3002. */
  url: string;
  port: number;
  caipNetworkId: string;
  /** The funded dev accounts (addresses, public keys, derivation paths). */
  accounts: DevBitcoinAccountInfo[];
  ledger: Ledger;
  /** Closes the listener and open sockets; safe to call twice. */
  stop(): Promise<void>;
}

const OptionsSchema = z.strictObject({
  host: z
    .string()
    .regex(/^(127(\.\d{1,3}){3}|::1|localhost)$/, 'The Bitcoin endpoint only binds a loopback address')
    .default('127.0.0.1'),
  port: z.number().int().min(0).max(65_535).default(DEFAULT_BITCOIN_PORT),
  autoMine: z.boolean().default(true),
  accounts: z.number().int().min(1).max(100).default(3),
  maxMempoolTxs: z.number().int().min(1).max(1_000_000).default(10_000),
  maxBodyBytes: z
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(256 * 1024),
  feeEstimates: z.record(z.string().regex(/^\d+$/), z.number().positive()).default(DEFAULT_FEE_ESTIMATES),
  now: z
    .custom<() => number>((value) => typeof value === 'function', 'Expected a function')
    .default(() => Date.now),
  log: z
    .custom<(line: string) => void>((value) => typeof value === 'function', 'Expected a function')
    .default(() => () => {}),
});

const LOOPBACK_ORIGIN = /^https?:\/\/(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d{1,5})?$/;

function readBody(request: IncomingMessage, limit: number): Promise<string | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      request.resume();
      resolve('too-large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: string | object): void {
  const isText = typeof body === 'string';
  response.writeHead(status, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
  });
  response.end(isText ? body : JSON.stringify(body));
}

/**
 * Starts the regtest Esplora endpoint: an in-memory chain whose block 1 funds the dev accounts,
 * answering the Esplora routes a wallet kit reads and validating every broadcast (README.md beside this file).
 */
export async function startBitcoinEndpoint(
  options: BitcoinEndpointOptions = {},
): Promise<RunningBitcoinEndpoint> {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid Bitcoin endpoint options:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  const accounts = devBitcoinAccounts(settings.accounts);
  const ledger = new Ledger(
    addressToScript(devMinerKey().address),
    () => Math.floor(settings.now() / 1000),
    settings.maxMempoolTxs,
  );
  ledger.mine(
    accounts.flatMap((account) => [
      ...DEV_FUNDING.payment.map((amount) => ({ amount, script: addressToScript(account.payment.address) })),
      ...DEV_FUNDING.ordinals.map((amount) => ({
        amount,
        script: addressToScript(account.ordinals.address),
      })),
    ]),
  );
  const publicAccounts = accounts.map(publicAccountInfo);
  const context: RouteContext = {
    ledger,
    autoMine: settings.autoMine,
    feeEstimates: settings.feeEstimates,
    devAccounts: publicAccounts,
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    if (origin && LOOPBACK_ORIGIN.test(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST');
      response.setHeader('access-control-allow-headers', 'content-type');
      response.writeHead(204).end();
      return;
    }
    const body = request.method === 'POST' ? await readBody(request, settings.maxBodyBytes) : '';
    if (body === 'too-large') {
      send(response, 413, `Request body is larger than ${settings.maxBodyBytes} bytes`);
      return;
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const answer = route(request.method ?? 'GET', path, body, context);
    if (answer.status === 400 && path === '/tx') settings.log(`bitcoin: ${answer.body as string}`);
    send(response, answer.status, answer.body);
  };

  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      settings.log(`bitcoin: internal error ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) send(response, 500, 'Internal error');
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const hostInUrl = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    caipNetworkId: REGTEST_CAIP_NETWORK_ID,
    accounts: publicAccounts,
    ledger,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      })),
  };
}
