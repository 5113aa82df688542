import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  CompressionCache,
  isCompressible,
  preferredEncoding,
  worthCompressing,
  type ContentEncoding,
} from './compression';
import { contentTypeFor, isHtml } from './mime';
import { COMMON_HEADERS, HTML_HEADERS } from './security-headers';
import { resolveStaticPath } from './static-files';

/** Handles one API request; `url` is the full request URL. */
export type RouteHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => void | Promise<void>;

/** Where and what the dev server serves. */
export interface DevServerOptions {
  /** Folder of static files. */
  root: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Receives a line for each request that fails with an exception. */
  log?: (line: string) => void;
}

/** A running dev server: static files plus routes that later code adds. */
export interface DevServer {
  readonly port: number;
  /** The origin, e.g. http://127.0.0.1:3333 */
  readonly url: string;
  /** Adds an API route; it wins over a static file of the same path. */
  route(method: string, path: string, handler: RouteHandler): void;
  /** Stops listening and drops open connections; safe to call twice. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Starts the dev server (static files from `root`, brotli or gzip when the client takes it, security headers, no caching) on 127.0.0.1. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const routes = new Map<string, RouteHandler>();
  const compressed = new CompressionCache();
  const log = options.log ?? ((line: string) => console.error(line));
  let origin = '';

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`dev server: ${request.method ?? '?'} ${request.url ?? '?'} failed: ${String(error)}`);
      if (!response.headersSent) sendText(response, 500, 'Internal Server Error');
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    // Concatenation, not new URL(path, base): a path starting with // must not become a host.
    const url = new URL(`${origin}${request.url ?? '/'}`);
    const handler = routes.get(routeKey(method, url.pathname));
    if (handler) return handler(request, response, url);
    if (method !== 'GET' && method !== 'HEAD') {
      return sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    await serveStatic(
      options.root,
      url,
      method === 'HEAD',
      response,
      encoding && { cache: compressed, encoding },
    );
  }

  await listen(server, options.port);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  origin = `http://${HOST}:${port}`;
  let closing: Promise<void> | undefined;

  return {
    port,
    url: origin,
    route(method, path, handler) {
      routes.set(routeKey(method, path), handler);
    },
    close() {
      closing ??= new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function serveStatic(
  root: string,
  url: URL,
  headOnly: boolean,
  response: ServerResponse,
  compression?: { cache: CompressionCache; encoding: ContentEncoding },
): Promise<void> {
  const target = await resolveStaticPath(root, url.pathname, url.search);
  switch (target.kind) {
    case 'bad-request':
      return sendText(response, 400, 'Bad Request');
    case 'forbidden':
      return sendText(response, 403, 'Forbidden');
    case 'not-found':
      return sendText(response, 404, 'Not Found');
    case 'redirect':
      return sendText(response, 301, 'Moved Permanently', { Location: target.location });
    case 'file': {
      const contentType = contentTypeFor(target.path);
      const headers: Record<string, string> = {
        ...COMMON_HEADERS,
        ...(isHtml(contentType) ? HTML_HEADERS : {}),
        'Content-Type': contentType,
      };
      const compressible = isCompressible(contentType) && worthCompressing(target.size);
      // Vary on every compressible file, so a cache never hands one client's encoding to another.
      if (compressible) headers.Vary = 'Accept-Encoding';
      if (compressible && compression) {
        const { cache, encoding } = compression;
        const body = await cache.body(target.path, target.size, target.modifiedMs, encoding);
        response.writeHead(200, {
          ...headers,
          'Content-Encoding': encoding,
          'Content-Length': String(body.length),
        });
        return void response.end(headOnly ? undefined : body);
      }
      response.writeHead(200, { ...headers, 'Content-Length': String(target.size) });
      if (headOnly) return void response.end();
      await pipeFile(target.path, response);
    }
  }
}

async function pipeFile(path: string, response: ServerResponse): Promise<void> {
  try {
    await pipeline(createReadStream(path), response);
  } catch (error) {
    // A client that hangs up mid-file is not a server failure.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

function sendText(
  response: ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(body);
}
