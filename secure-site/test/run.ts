// The secure site's tests on PGlite and on a real PostgreSQL: starts a private cluster (installing
// Debian's postgresql when missing, as root), runs every test/*.test.ts with node's test runner,
// then stops the cluster. `npm test` runs this; alone: `npx tsx secure-site/test/run.ts`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster } from './postgres-cluster';

const testDir = import.meta.dirname;
const filter = process.argv.slice(2);
const files = readdirSync(testDir)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filter.length === 0 || filter.some((part) => name.includes(part)))
  .map((name) => join(testDir, name));

const cluster = await startPostgresCluster();
console.log(`PostgreSQL cluster on ${cluster.url}`);
let code = 1;
try {
  code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
      stdio: 'inherit',
      env: { ...process.env, W3M_TEST_POSTGRES_URL: cluster.url },
    });
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await cluster.stop();
}
process.exit(code);
