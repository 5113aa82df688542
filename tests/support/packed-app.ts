// A fresh project that installs w3m-elements and w3m-react from their packed tarballs, as an app
// would from the registry. Used by the Node tests (entry points, README examples) and the e2e test
// that runs the README's examples.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root. */
export const repoRoot = join(__dirname, '..', '..');

/** A packed and installed project. */
export interface PackedApp {
  /** The temporary folder holding the tarballs and `app/`. */
  work: string;
  /** The app: package.json, package-lock.json, node_modules with both packages. */
  app: string;
  elementsTarball: string;
  reactTarball: string;
}

/** Runs a command and returns its stdout; throws with its stderr when it fails. */
export function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
}

/** The version the repository's lockfile installs for a package (so the app resolves from npm's cache). */
function lockedVersion(lock: { packages: Record<string, { version?: string }> }, name: string): string {
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in the repository's package-lock.json`);
  return version;
}

/**
 * Packs both packages (`npm pack`) into a new temporary folder and installs them in an empty app
 * with `dependencies` besides them (names only: their versions come from the repository's lockfile,
 * so npm serves them from its cache; it may still ask the registry for metadata, as any install does).
 */
export function packAndInstall(dependencies: string[] = ['react', 'react-dom']): PackedApp {
  const work = mkdtempSync(join(tmpdir(), 'w3m-pack-'));
  run('npm', ['pack', '--pack-destination', work], repoRoot);
  run('npm', ['pack', '--workspace', 'w3m-react', '--pack-destination', work], repoRoot);
  const elementsTarball = join(work, 'w3m-elements-0.1.0.tgz');
  const reactTarball = join(work, 'w3m-react-0.1.0.tgz');
  const app = join(work, 'app');
  mkdirSync(app);

  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; name?: string; dependencies?: Record<string, string> }>;
  };
  const manifest = {
    name: 'pack-consumer',
    private: true,
    type: 'module',
    dependencies: {
      'w3m-elements': `file:${elementsTarball}`,
      'w3m-react': `file:${reactTarball}`,
      ...Object.fromEntries(dependencies.map((name) => [name, lockedVersion(lock, name)])),
    },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  // Start from the repository's lockfile so npm picks the versions already in its cache; npm drops
  // the entries this project does not need.
  lock.packages[''] = { name: manifest.name, dependencies: manifest.dependencies };
  delete lock.packages['react-wrapper'];
  delete lock.packages['node_modules/w3m-elements'];
  delete lock.packages['node_modules/w3m-react'];
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify({ ...lock, name: manifest.name }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  return { work, app, elementsTarball, reactTarball };
}

/** The subpaths of a package's `exports` map (without `./package.json` and JSON files). */
export function moduleSubpaths(packageJsonPath: string): string[] {
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { exports: Record<string, unknown> };
  return Object.keys(manifest.exports).filter((subpath) => !/\.json$/.test(subpath));
}
