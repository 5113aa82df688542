import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData } from 'ws';
import { LocalSolanaChain } from './chain';
import { answer, errorResponse } from './dispatch';
import { RPC_ERROR, SolanaRpcError } from './rpc-error';
import { SignatureSubscriptions } from './subscriptions';

import { DEFAULT_SOLANA_RPC_PORT, DEFAULT_SOLANA_WS_PORT } from './constants';

export { DEFAULT_SOLANA_RPC_PORT, DEFAULT_SOLANA_WS_PORT } from './constants';
import { MAX_BODY_BYTES, MAX_WS_FRAME_BYTES } from './limits';

/** Where and how to serve the local chain. */
export interface SolanaRpcOptions {
  host?: string;
  /** HTTP JSON-RPC port; 0 picks a free one. */
  port?: number;
  /** WebSocket port; 0 picks a free one. */
  wsPort?: number;
  /** The chain to serve (default: a fresh one). */
  chain?: LocalSolanaChain;
}

/** A running Solana RPC server. */
export interface SolanaRpcServer {
  chain: LocalSolanaChain;
  rpcUrl: string;
  wsUrl: string;
  /** How many WebSocket clients are connected now. */
  webSocketClients(): number;
  /** Closes both listeners and every socket; safe to call twice. */
  stop(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handleHttp(chain: LocalSolanaChain, request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { ...CORS_HEADERS, allow: 'POST, OPTIONS' }).end();
    return;
  }
  const tooLarge = (): void => {
    sendJson(
      response,
      413,
      errorResponse(
        null,
        new SolanaRpcError(RPC_ERROR.invalidRequest, `Request body larger than ${MAX_BODY_BYTES} bytes`),
      ),
    );
    request.resume();
  };
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  request.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      refused = true;
      tooLarge();
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (refused) return;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      sendJson(response, 200, errorResponse(null, new SolanaRpcError(RPC_ERROR.parseError, 'Parse error')));
      return;
    }
    sendJson(response, 200, answer(chain, body));
  });
  request.on('error', () => response.destroy());
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/** Starts the HTTP JSON-RPC server and its WebSocket companion in front of a local chain. */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpcServer> {
  const host = options.host ?? '127.0.0.1';
  const chain = options.chain ?? new LocalSolanaChain();
  const http = createServer((request, response) => handleHttp(chain, request, response));
  const wsHttp = createServer((_request, response) => response.writeHead(426).end('WebSocket only'));
  const sockets = new WebSocketServer({ server: wsHttp, maxPayload: MAX_WS_FRAME_BYTES });
  const subscriptions = new SignatureSubscriptions(chain);
  sockets.on('connection', (socket) => {
    subscriptions.attach(socket);
    socket.on('message', (data, isBinary) => {
      if (isBinary) socket.close(1003, 'text frames only');
      else subscriptions.handle(socket, rawText(data));
    });
    socket.on('error', () => socket.terminate());
  });

  const port = await listen(http, host, options.port ?? DEFAULT_SOLANA_RPC_PORT);
  let wsPort: number;
  try {
    wsPort = await listen(wsHttp, host, options.wsPort ?? DEFAULT_SOLANA_WS_PORT);
  } catch (error) {
    await new Promise((resolve) => http.close(resolve));
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = async (): Promise<void> => {
    subscriptions.close();
    for (const client of sockets.clients) client.terminate();
    await new Promise((resolve) => sockets.close(resolve));
    http.closeAllConnections();
    wsHttp.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => http.close(resolve)),
      new Promise((resolve) => wsHttp.close(resolve)),
    ]);
  };
  return {
    chain,
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    webSocketClients: () => sockets.clients.size,
    stop: () => (stopping ??= stop()),
  };
}
