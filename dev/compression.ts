import { readFile } from 'node:fs/promises';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings the dev server answers with, best first. */
export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** Below this a compression header costs about what it saves. */
const MIN_COMPRESSED_BYTES = 512;
/** The cache forgets everything past this many compressed bytes (a dev build is a few MB). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** Whether a response of this Content-Type shrinks under compression (text, JSON, SVG, WebAssembly). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|wasm)|image\/svg\+xml)/.test(contentType);
}

/**
 * The encoding to answer a client's Accept-Encoding with: brotli, else gzip, whichever it takes
 * (listed, or `*`, without `q=0`); undefined for neither. Hosts serve scripts compressed (CDNs
 * with brotli to every current browser), so the bench's phone profile and the demo see real
 * transfer sizes.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const quality = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const takes = (encoding: string): boolean => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return ENCODINGS.find(takes);
}

/** Whether a file of `size` bytes is worth compressing. */
export const worthCompressing = (size: number): boolean => size >= MIN_COMPRESSED_BYTES;

/**
 * Files up to this size get brotli's best quality, as a CDN's precompressed static files do
 * (about 120 ms for 110 kB here); a larger one (WalletConnect's chunk, 420 kB: 600 ms at best
 * quality) gets a fast quality, so a first request for it does not stall a page.
 */
const BEST_QUALITY_MAX_BYTES = 128 * 1024;
const FAST_BROTLI_QUALITY = 5;

function compress(raw: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(raw);
  return brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]:
        raw.length <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : FAST_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/** Compressed file bodies, compressed once per file version (path, size and modification time) and encoding. */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;

  /** The file's body in `encoding`; a file that changed on disk is compressed again. */
  body(path: string, size: number, modifiedMs: number, encoding: ContentEncoding): Promise<Buffer> {
    const key = `${path}\0${size}\0${modifiedMs}\0${encoding}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = readFile(path).then((raw) => compress(raw, encoding));
      entry.then(
        (body) => this.account(body.length),
        () => this.entries.delete(key),
      );
      this.entries.set(key, entry);
    }
    return entry;
  }

  private account(bytes: number): void {
    this.cachedBytes += bytes;
    if (this.cachedBytes <= MAX_CACHED_BYTES) return;
    this.entries.clear();
    this.cachedBytes = 0;
  }
}
