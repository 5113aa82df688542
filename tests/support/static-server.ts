import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeFor } from '../../dev/mime';
import { resolveStaticPath } from '../../dev/static-files';

/** A folder served on 127.0.0.1 at `url` (with a trailing slash); `close()` stops the server. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the files of `root` as they are (a plain static host: no bundling, no rewriting) on a free
 * port of 127.0.0.1, so a test page can load an installed package's files by URL.
 */
export async function serveFolder(root: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    void resolveStaticPath(root, url.pathname, url.search).then(
      (target) => {
        if (target.kind === 'file') {
          response.writeHead(200, {
            'Content-Type': contentTypeFor(target.path),
            'Cache-Control': 'no-store',
          });
          createReadStream(target.path).pipe(response);
        } else if (target.kind === 'redirect') {
          response.writeHead(301, { Location: target.location }).end();
        } else {
          response.writeHead(target.kind === 'not-found' ? 404 : 400).end();
        }
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
