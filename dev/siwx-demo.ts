import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSiwxServer, SiwxVerificationError } from '../src/siwx-server';
import { COMMON_HEADERS } from './security-headers';
import type { DevServer } from './server';

/** The demo backend's paths. */
export const SIWX_DEMO_ROUTES = { nonce: '/api/siwx/nonce', verify: '/api/siwx/verify' } as const;

const MAX_BODY_BYTES = 16 * 1024;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Reads a small JSON body; undefined when it is too large or not JSON. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The demo backend of sign-in (`w3m-elements/siwx-server`): GET /api/siwx/nonce issues a nonce,
 * POST /api/siwx/verify with `{ message, signature }` answers 200 `{ address, chainId }` for a
 * sign-in that passes every check, 400 for a malformed body, 401 `{ error, reason }` otherwise.
 */
export function serveSiwxDemo(
  server: Pick<DevServer, 'route' | 'url'>,
  rpcUrls: Record<string, string> = {},
): void {
  const siwx = createSiwxServer({ domain: new URL(server.url).host, uriOrigin: server.url, rpcUrls });
  server.route('GET', SIWX_DEMO_ROUTES.nonce, async (_request, response) => {
    sendJson(response, 200, { nonce: await siwx.issueNonce() });
  });
  server.route('POST', SIWX_DEMO_ROUTES.verify, async (request, response) => {
    const body = await readJson(request);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { message, signature } = fields;
    if (typeof message !== 'string' || typeof signature !== 'string') {
      return sendJson(response, 400, { error: 'Expected a JSON body with string message and signature' });
    }
    try {
      const verified = await siwx.verify({ message, signature });
      sendJson(response, 200, { address: verified.address, chainId: verified.chainId });
    } catch (error) {
      if (!(error instanceof SiwxVerificationError)) throw error;
      sendJson(response, 401, { error: error.message, reason: error.reason });
    }
  });
}
