import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const HOW_TO_INSTALL = `Install it as root: apt-get update && apt-get install -y chromium
(or set PUPPETEER_EXECUTABLE_PATH to a Chromium/Chrome binary).`;

/** What ensureChromium needs from the machine; tests pass their own. */
export interface ChromiumHost {
  env: NodeJS.ProcessEnv;
  exists(path: string): boolean;
  isRoot(): boolean;
  /** Runs a command with inherited output; resolves with its exit code. */
  run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number>;
  /** The browser's --version line, or undefined when it will not run. */
  version(path: string): string | undefined;
}

/** This machine. */
export const realHost: ChromiumHost = {
  env: process.env,
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  run: (command, args, env) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: 'inherit', env });
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    }),
  version: (path) => {
    const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    const line = result.stdout.trim();
    return result.status === 0 && line.length > 0 ? line : undefined;
  },
};

/**
 * Finds Chromium (PUPPETEER_EXECUTABLE_PATH, else /usr/bin/chromium) and returns its path and
 * version; installs Debian's package first when it is missing and we are root.
 */
export async function ensureChromium(
  host: ChromiumHost = realHost,
): Promise<{ path: string; version: string }> {
  const configured = host.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured !== undefined && configured !== '') {
    if (!host.exists(configured))
      throw new Error(`PUPPETEER_EXECUTABLE_PATH points to ${configured}, which does not exist.`);
    return { path: configured, version: requireVersion(host, configured) };
  }
  if (!host.exists(DEBIAN_CHROMIUM)) {
    if (!host.isRoot()) throw new Error(`Chromium was not found at ${DEBIAN_CHROMIUM}. ${HOW_TO_INSTALL}`);
    const env = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const code = await host.run('apt-get', args, env);
      if (code !== 0)
        throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}. ${HOW_TO_INSTALL}`);
    }
    if (!host.exists(DEBIAN_CHROMIUM))
      throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing.`);
  }
  return { path: DEBIAN_CHROMIUM, version: requireVersion(host, DEBIAN_CHROMIUM) };
}

function requireVersion(host: ChromiumHost, path: string): string {
  const version = host.version(path);
  if (version === undefined)
    throw new Error(`${path} exists but "${path} --version" failed. ${HOW_TO_INSTALL}`);
  return version;
}

const invokedDirectly = process.argv[1]?.endsWith('ensure-chromium.ts') === true;
if (invokedDirectly) {
  ensureChromium().then(
    ({ path, version }) => console.log(`Chromium: ${version} (${path})`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
