import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isCompressible, preferredEncoding } from './compression';
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

describe('preferredEncoding', () => {
  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, GZIP;q=0.5', 'br'],
    ['BR', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['br;q=0, *, gzip;q=0', undefined],
    ['gzip;q=abc', undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('reads a header given as a list and an absent header', () => {
    expect(preferredEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('dev server: compression', () => {
  it('compresses text types only', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });

  it('serves a script in brotli to a client that takes it, and the same bytes after decoding', async () => {
    const response = await get(server.port, '/app.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(SCRIPT);
    const gzipped = await get(server.port, '/app.js', 'gzip');
    expect(response.body.length).toBeLessThan(gzipped.body.length);
  });

  it('serves a large script in brotli too (a faster quality), the same bytes after decoding', async () => {
    const large = `export const words = ${JSON.stringify(Array.from({ length: 12000 }, (_, i) => `w${i * 7919}`))};\n`;
    expect(large.length).toBeGreaterThan(128 * 1024);
    await writeFile(join(base, 'large.js'), large);
    const response = await get(server.port, '/large.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(large);
  });

  it('serves a script gzipped to a client that takes gzip but not brotli', async () => {
    const response = await get(server.port, '/app.js', 'gzip, deflate');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(response.body).toString('utf8')).toBe(SCRIPT);
  });

  it('serves the plain file to a client that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0', 'br;q=0, deflate']) {
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
