import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../dev/paths';
import { ensureChromium } from './ensure-chromium';

/** Runs the e2e suite: makes sure Chromium is there, then Jest with the e2e config and any extra arguments. */
async function main(): Promise<number> {
  const chromium = await ensureChromium();
  console.log(`Chromium: ${chromium.version} (${chromium.path})`);
  const root = projectRoot();
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const args = [jest, '-c', join(root, 'tests', 'jest.e2e.config.cjs'), ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: chromium.path },
  });
  // Ctrl-C reaches Jest directly (same process group); we stay alive to pass on its exit code.
  const ignore = (): void => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
