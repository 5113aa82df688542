import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { startDevServer, type DevServer } from './server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the path exactly as written (fetch would normalise `..` away before it leaves). */
function rawRequest(port: number, path: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

const SECRET = 'top-secret-outside-root';
let base: string;
let root: string;
let server: DevServer;
const logged: string[] = [];

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'w3m-server-test-'));
  root = join(base, 'site');
  await mkdir(join(root, 'sub'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'sub/index.html': '<!doctype html><title>sub</title>',
    'app.js': 'export {};',
    'mod.mjs': 'export {};',
    'style.css': 'body{}',
    'data.json': '{"a":1}',
    'app.js.map': '{"version":3}',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'logo.png': 'png',
    'code.wasm': 'wasm',
    'blob.bin': 'bin',
  };
  for (const [name, content] of Object.entries(files)) await writeFile(join(root, name), content);
  await writeFile(join(base, 'secret.txt'), SECRET);
  await symlink(join(base, 'secret.txt'), join(root, 'link.txt'));
  server = await startDevServer({ root, port: 0, log: (line) => logged.push(line) });
});

afterAll(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

describe('dev server: static files', () => {
  it.each([
    ['/app.js', 'text/javascript; charset=utf-8'],
    ['/mod.mjs', 'text/javascript; charset=utf-8'],
    ['/style.css', 'text/css; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/app.js.map', 'application/json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/logo.png', 'image/png'],
    ['/code.wasm', 'application/wasm'],
    ['/blob.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (path, type) => {
    const response = await rawRequest(server.port, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a folder index for / and /sub/, and redirects /sub to /sub/ keeping the query', async () => {
    expect((await rawRequest(server.port, '/')).body).toContain('<title>home</title>');
    expect((await rawRequest(server.port, '/sub/?x=1')).body).toContain('<title>sub</title>');
    const redirect = await rawRequest(server.port, '/sub?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/sub/?x=1');
  });

  it('never redirects to another host', async () => {
    const redirect = await rawRequest(server.port, '//sub');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/sub/');
  });

  it('sends the CSP and the other security headers with HTML, and not the CSP with scripts', async () => {
    const html = await rawRequest(server.port, '/');
    expect(html.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*; frame-src 'self' http://127.0.0.1:*; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    );
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.headers['cache-control']).toBe('no-store');
    expect((await rawRequest(server.port, '/app.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('answers 404 for a missing file or folder index', async () => {
    const missing = await rawRequest(server.port, '/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    await mkdir(join(root, 'empty'), { recursive: true });
    expect((await rawRequest(server.port, '/empty/')).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/sub/..%2F..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/link.txt',
  ])('refuses to leave the root: %s', async (path) => {
    const response = await rawRequest(server.port, path);
    expect([403, 404]).toContain(response.status);
    expect(response.body).not.toContain(SECRET);
  });

  it('answers 400 for a malformed or NUL-carrying path', async () => {
    expect((await rawRequest(server.port, '/%E0%A4%A')).status).toBe(400);
    expect((await rawRequest(server.port, '/index.html%00.js')).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods on static files', async () => {
    const head = await rawRequest(server.port, '/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('export {};'.length));
    expect(head.body).toBe('');
    const post = await rawRequest(server.port, '/app.js', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('dev server: routes', () => {
  it('lets later code add API routes that win over static files', async () => {
    server.route('POST', '/api/echo', (request, response, url) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, q: url.searchParams.get('q') }));
    });
    server.route('get', '/data.json', (_request, response) => {
      response.end('from route');
    });
    const echo = await fetch(`${server.url}/api/echo?q=hi`, { method: 'POST' });
    expect(await echo.json()).toEqual({ method: 'POST', q: 'hi' });
    expect(await (await fetch(`${server.url}/data.json`)).text()).toBe('from route');
  });

  it('turns a failing handler into a 500 and logs it', async () => {
    server.route('GET', '/api/boom', () => Promise.reject(new Error('kaboom')));
    const response = await fetch(`${server.url}/api/boom`);
    expect(response.status).toBe(500);
    expect(logged.some((line) => line.includes('/api/boom') && line.includes('kaboom'))).toBe(true);
  });
});

describe('dev server: lifecycle', () => {
  it('refuses a port that is taken and closes idempotently', async () => {
    const second = await startDevServer({ root, port: 0 });
    await expect(startDevServer({ root, port: second.port })).rejects.toThrow('EADDRINUSE');
    await Promise.all([second.close(), second.close()]);
    await expect(fetch(second.url)).rejects.toThrow();
  });
});
