import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, isCompressible } from './compression';
import { startDevServer, type DevServer } from './server';

interface BinaryResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET or HEAD with exactly the Accept-Encoding given (fetch would add and undo its own). */
function get(port: number, path: string, acceptEncoding?: string, method = 'GET'): Promise<BinaryResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

const SCRIPT = `export const words = ${JSON.stringify('wallet connect modal '.repeat(200))};\n`;
let base: string;
let server: DevServer;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'w3m-gzip-test-'));
  await writeFile(join(base, 'app.js'), SCRIPT);
  await writeFile(join(base, 'tiny.js'), 'export {};');
  await writeFile(join(base, 'photo.png'), Buffer.alloc(4096, 7));
  server = await startDevServer({ root: base, port: 0, log: () => undefined });
});

afterAll(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header given as a list and an absent header', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('dev server: gzip', () => {
  it('compresses text types only', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });

  it('serves a script gzipped to a client that takes gzip, and the same bytes after decoding', async () => {
    const response = await get(server.port, '/app.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(response.body).toString('utf8')).toBe(SCRIPT);
  });

  it('serves the plain file to a client that does not take gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0']) {
      const response = await get(server.port, '/app.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('leaves tiny files and images alone', async () => {
    for (const path of ['/tiny.js', '/photo.png']) {
      const response = await get(server.port, path, 'gzip');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const full = await get(server.port, '/app.js', 'gzip');
    const head = await get(server.port, '/app.js', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('compresses a file again once it changed on disk', async () => {
    const path = join(base, 'changing.js');
    await writeFile(path, SCRIPT);
    expect(gunzipSync((await get(server.port, '/changing.js', 'gzip')).body).toString()).toBe(SCRIPT);
    const changed = SCRIPT.replace('wallet', 'WALLET');
    await writeFile(path, changed);
    const later = new Date(Date.now() + 5000);
    await utimes(path, later, later);
    expect(gunzipSync((await get(server.port, '/changing.js', 'gzip')).body).toString()).toBe(changed);
  });
});
