import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { z } from 'zod';
import { RelayAuthError, verifyRelayJwt, type RelayClientIdentity } from './auth';

// The query @walletconnect/core puts on the relay URL (utils formatRelayRpcUrl).
const QuerySchema = z.strictObject({
  auth: z.string().min(1),
  projectId: z.string().min(1).optional(),
  ua: z.string().optional(),
  useOnCloseEvent: z.enum(['true', 'false']).optional(),
  packageName: z.string().optional(),
  bundleId: z.string().optional(),
});

/** An HTTP status a WebSocket upgrade is refused with. */
export type RejectionStatus = 400 | 401 | 404 | 500;

const REASONS: Record<RejectionStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Thrown by {@link authenticateUpgrade}: the upgrade is refused with `status`. */
export class UpgradeRejection extends Error {
  override name = 'UpgradeRejection';

  constructor(
    readonly status: RejectionStatus,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks an upgrade request: path `/`, the client's query, and its `auth` JWT. Returns who the
 * client is, or throws an {@link UpgradeRejection} (404 path, 401 auth, 400 query).
 */
export function authenticateUpgrade(request: IncomingMessage, nowMs: number): RelayClientIdentity {
  const url = new URL(request.url ?? '/', 'http://relay.invalid');
  if (url.pathname !== '/') throw new UpgradeRejection(404, `No relay endpoint at ${url.pathname}`);
  if (!url.searchParams.has('auth')) throw new UpgradeRejection(401, 'Missing the auth JWT query parameter');
  const query = QuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw new UpgradeRejection(400, `Bad relay query: ${z.prettifyError(query.error)}`);
  try {
    return verifyRelayJwt(query.data.auth, nowMs);
  } catch (error) {
    if (error instanceof RelayAuthError) throw new UpgradeRejection(401, error.message);
    throw error;
  }
}

/** Answers a refused upgrade with a plain-text HTTP error and closes the socket. */
export function rejectUpgrade(socket: Socket, status: RejectionStatus, message: string): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
