import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { RelayClientIdentity } from './auth';
import { RelayConnection } from './connection';
import { RelayRpcError, RPC_ERROR } from './errors';
import { Mailbox } from './mailbox';
import { resolveRelaySettings, type RelayOptions } from './options';
import { errorFrame } from './protocol';
import { RelayCore } from './relay-core';
import { SubscriptionRegistry } from './subscriptions';
import { authenticateUpgrade, rejectUpgrade, UpgradeRejection } from './upgrade';

export { DEFAULT_RELAY_LIMITS, DEFAULT_RELAY_PORT, type RelayLimits, type RelayOptions } from './options';

/** Live counts, for health checks and tests. */
export interface RelayStats {
  connections: number;
  subscribedTopics: number;
  storedMessages: number;
}

/** A running relay. */
export interface RunningRelay {
  /** The ws:// URL clients use as `relayUrl`. */
  url: string;
  port: number;
  /** Closes every socket and the listener; resolves when all is closed. Safe to call twice. */
  stop(): Promise<void>;
  stats(): RelayStats;
}

function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/**
 * Starts the local WalletConnect relay: a WebSocket JSON-RPC server speaking the IRN subset the
 * sign clients use (see README.md beside this file).
 */
export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const {
    host,
    port: requestedPort,
    log,
    limits,
    now,
    pingIntervalMs,
    sweepIntervalMs,
  } = resolveRelaySettings(options);
  const mailbox = new Mailbox(limits, now, (message, reason) =>
    log(`mailbox: dropped message ${message.seq} on ${message.topic.slice(0, 8)}… (${reason})`),
  );
  const core = new RelayCore(mailbox, new SubscriptionRegistry(limits.maxTopicsPerConnection), log);
  const connections = new Map<WebSocket, RelayConnection>();
  let nextConnectionId = 1;

  const stats = (): RelayStats => ({
    connections: connections.size,
    subscribedTopics: core.subscriptions.topicCount,
    storedMessages: mailbox.size,
  });

  const onSocket = (socket: WebSocket, identity: RelayClientIdentity): void => {
    const connection = new RelayConnection(
      nextConnectionId++,
      identity.clientId,
      socket,
      limits.maxAwaitingAcks,
    );
    connections.set(socket, connection);
    log(`conn ${connection.connectionId}: open for ${identity.clientId}`);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        const error = new RelayRpcError(
          RPC_ERROR.invalidRequest,
          'Binary frames are not supported; send JSON text',
        );
        connection.send(errorFrame(null, error));
        return;
      }
      try {
        core.onFrame(connection, rawDataToText(data));
      } catch (error) {
        // onFrame answers every request itself; this only guards the process against a bug.
        log(`conn ${connection.connectionId}: frame handling failed: ${String(error)}`);
      }
    });
    socket.on('error', (error) => log(`conn ${connection.connectionId}: socket error: ${error.message}`));
    socket.on('close', (code) => {
      connections.delete(socket);
      core.onClose(connection);
      log(`conn ${connection.connectionId}: closed (${code})`);
    });
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname;
    if (request.method === 'GET' && path === '/health') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok', ...stats() }));
      return;
    }
    response.writeHead(path === '/' ? 426 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(path === '/' ? 'This is a WebSocket JSON-RPC relay; connect with ws://\n' : 'Not found\n');
  });
  http.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', (error) => log(`upgrade socket error: ${error.message}`));
    let identity: RelayClientIdentity;
    try {
      identity = authenticateUpgrade(request, now());
    } catch (error) {
      const status = error instanceof UpgradeRejection ? error.status : 500;
      log(`rejected connection (${status}): ${(error as Error).message}`);
      rejectUpgrade(socket, status, (error as Error).message);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onSocket(ws, identity));
  });

  const pinger = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.alive) {
        log(`conn ${connection.connectionId}: no pong since the last ping, terminating`);
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }, pingIntervalMs);
  const sweeper = setInterval(() => mailbox.sweep(), sweepIntervalMs);
  pinger.unref();
  sweeper.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen({ host, port: requestedPort }, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(pinger);
    clearInterval(sweeper);
    throw error;
  }
  const { port } = http.address() as AddressInfo;
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log(`relay listening on ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      clearInterval(pinger);
      clearInterval(sweeper);
      for (const socket of connections.keys()) socket.terminate();
      wss.close();
      http.close(() => resolve());
      http.closeAllConnections();
    });
    return stopping;
  };

  return { url, port, stop, stats };
}
