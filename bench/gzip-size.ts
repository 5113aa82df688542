import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9: deterministic for the same input, unlike transfer sizes. */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: 9 }).length;
}
