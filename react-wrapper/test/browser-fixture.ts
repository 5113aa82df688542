// Helpers for the tests that run React fixtures: bundle an entry of test/ssr for Node or the
// browser with a given React copy, and serve a page for it from a throwaway local server.
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const fixtures = join(__dirname, 'ssr');

/** Bundles `test/ssr/<entry>` with the React of `modules` (a node_modules folder), in development mode. */
export async function bundleFixture(
  entry: string,
  modules: string,
  platform: 'node' | 'browser',
): Promise<string> {
  const result = await build({
    entryPoints: [join(fixtures, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform,
    target: platform === 'node' ? 'node20' : 'es2022',
    jsx: 'automatic',
    conditions: ['development'],
    alias: { react: join(modules, 'react'), 'react-dom': join(modules, 'react-dom') },
    // React's CommonJS files need `require` in a Node ES module bundle.
    banner:
      platform === 'node'
        ? {
            js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
          }
        : {},
    define: platform === 'browser' ? { 'process.env.NODE_ENV': '"development"' } : {},
    logLevel: 'silent',
  });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return text;
}

/** A page served on 127.0.0.1; `close()` stops the server. */
export interface ServedPage {
  url: string;
  close(): Promise<void>;
}

/** Serves `bodyHtml` inside `#root` with `script` as its module script, under `script-src 'self'`. */
export async function serveFixture(bodyHtml: string, script: string): Promise<ServedPage> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title><link rel="icon" href="data:,">
<script type="module" src="/fixture.js"></script></head><body><div id="root">${bodyHtml}</div></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/fixture.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    } else if (request.url === '/') {
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'" })
        .end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      // Chromium keeps its connections alive: drop them, or close() waits forever.
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
