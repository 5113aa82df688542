import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const PACKAGE_NAME = 'w3m-elements';

/** The project root: the nearest folder at or above the working directory whose package.json is ours. */
export function projectRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readsAsOurPackage(manifest)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

function readsAsOurPackage(manifest: string): boolean {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'name' in parsed && parsed.name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** The folder the demo is served from (the build writes it). */
export function defaultSiteRoot(root: string = projectRoot()): string {
  return join(root, 'build', 'site');
}
