import { realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** What a request path maps to inside the static root. */
export type StaticTarget =
  | { kind: 'file'; path: string; size: number; modifiedMs: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'bad-request' };

const isInside = (root: string, target: string): boolean => target === root || target.startsWith(root + sep);

/**
 * Maps a URL pathname (still percent-encoded) to a file under `root`: folders serve their
 * index.html, a folder without its trailing slash redirects, and nothing outside `root`
 * (by `..`, encoded slashes or symlinks) is ever served.
 */
export async function resolveStaticPath(
  root: string,
  encodedPath: string,
  search = '',
): Promise<StaticTarget> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return { kind: 'bad-request' };

  const absoluteRoot = resolve(root);
  const candidate = resolve(absoluteRoot, `.${decoded}`);
  if (!isInside(absoluteRoot, candidate)) return { kind: 'forbidden' };

  const info = await stat(candidate).catch(() => undefined);
  if (!info) return { kind: 'not-found' };
  if (info.isDirectory()) {
    // Leading slashes are collapsed so the redirect can never become a protocol-relative URL.
    if (!decoded.endsWith('/'))
      return { kind: 'redirect', location: `/${encodedPath.replace(/^[/\\]+/, '')}/${search}` };
    return resolveFile(absoluteRoot, join(candidate, 'index.html'));
  }
  return resolveFile(absoluteRoot, candidate);
}

async function resolveFile(absoluteRoot: string, path: string): Promise<StaticTarget> {
  const [realRoot, realPath] = await Promise.all([
    realpath(absoluteRoot),
    realpath(path).catch(() => undefined),
  ]);
  if (realPath === undefined) return { kind: 'not-found' };
  if (!isInside(realRoot, realPath)) return { kind: 'forbidden' };
  const info = await stat(realPath);
  return info.isFile()
    ? { kind: 'file', path: realPath, size: info.size, modifiedMs: info.mtimeMs }
    : { kind: 'not-found' };
}
