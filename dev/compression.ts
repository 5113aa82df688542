import { readFile } from 'node:fs/promises';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** Below this a gzip header costs about what it saves. */
const MIN_COMPRESSED_BYTES = 512;
/** The cache forgets everything past this many compressed bytes (a dev build is a few MB). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** Whether a response of this Content-Type shrinks under gzip (text, JSON, SVG, WebAssembly). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|wasm)|image\/svg\+xml)/.test(contentType);
}

/**
 * Whether the client's Accept-Encoding takes gzip: listed (or `*`) without `q=0`. A real host
 * serves scripts compressed, so the bench's phone profile and the demo see real transfer sizes.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let accepted = false;
  for (const part of value.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (name === 'gzip') return !refused;
    accepted = !refused;
  }
  return accepted;
}

/** Whether a file of `size` bytes is worth compressing. */
export const worthCompressing = (size: number): boolean => size >= MIN_COMPRESSED_BYTES;

/** Gzipped file bodies, compressed once per file version (path, size and modification time). */
export class GzipCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;

  /** The file's body gzipped; a file that changed on disk is compressed again. */
  body(path: string, size: number, modifiedMs: number): Promise<Buffer> {
    const key = `${path}\0${size}\0${modifiedMs}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = readFile(path).then((raw) => gzipAsync(raw));
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
