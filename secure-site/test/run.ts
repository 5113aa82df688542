// The secure site's tests on PGlite and on a real PostgreSQL: starts a private cluster (installing
// Debian's postgresql when missing, as root), runs every test/*.test.ts with node's test runner,
// then stops the cluster. `npm test` runs this; alone: `npx tsx secure-site/test/run.ts`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from './postgres-cluster';

const testDir = import.meta.dirname;
const reportArg = process.argv.find((arg) => arg.startsWith('--report='));
const report = reportArg?.slice('--report='.length);
const filter = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = readdirSync(testDir)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filter.length === 0 || filter.some((part) => name.includes(part)))
  .map((name) => join(testDir, name));

const tapFile = join(tmpdir(), `w3m-secure-site-${process.pid}.tap`);
const cluster = await startPostgresCluster();
console.log(`PostgreSQL cluster on ${cluster.url}`);
let code = 1;
try {
  code = await new Promise<number>((resolve, reject) => {
    const reporters = report
      ? [
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tapFile}`,
        ]
      : [];
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...files],
      {
        stdio: 'inherit',
        env: { ...process.env, W3M_TEST_POSTGRES_URL: cluster.url },
      },
    );
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await cluster.stop();
}
if (report) {
  // The same counts a Jest JSON report has, for the summary line of scripts/test.ts.
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (name: string): number => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  writeFileSync(report, JSON.stringify({ numPassedTests: count('pass'), numFailedTests: count('fail') }));
}
process.exit(code);
