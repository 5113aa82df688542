// `npm test`: build, lint, typecheck, Chromium (installed when missing), unit (Stencil spec + Node), end-to-end, and the size budget.
// Every step runs even when an earlier check fails (except the build, which the rest need), and
// the run ends with one summary line of test counts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { findBuildWarnings } from './build-warnings';
import { findTestLeaks } from './test-leaks';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'build/reports');
const bin = (name: string): string => join(root, 'node_modules/.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Jest JSON report this step writes, for the summary line. */
  report?: string;
  /** When it fails, nothing after it can run. */
  required?: boolean;
  /** Its output is also checked: a warning fails the step (it still counts as run for the rest). */
  noWarnings?: boolean;
  /** A test step: its output, shown as it comes, is also checked for leaks (late logs, workers that would not exit). */
  noLeaks?: boolean;
}

const jestReport = (name: string): { report: string; args: string[] } => {
  const report = join(reports, `${name}.json`);
  return { report, args: ['--json', `--outputFile=${report}`] };
};

const spec = jestReport('spec');
const node = jestReport('node');
const e2e = jestReport('e2e');
const secureSite = join(reports, 'secure-site.json');

const steps: Step[] = [
  { name: 'build', command: 'npm', args: ['run', 'build'], required: true, noWarnings: true },
  { name: 'lint', command: bin('eslint'), args: ['.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  // Before the Node unit tests: some of them (Dev Wallet bundle, React SSR hydration) drive Chromium too.
  { name: 'chromium', command: bin('tsx'), args: ['scripts/ensure-chromium.ts'], required: true },
  {
    name: 'unit (spec)',
    command: bin('stencil'),
    // Stencil starts 8 Jest workers whatever the machine; each loads the Stencil compiler and grows to
    // hundreds of MB: one worker per core, recycled once it holds 512 MB. Jest waits 500 ms for a
    // worker to exit after the run; the timers that used to hold one longer (nanostores' 1 s unmount
    // delay) no longer do (tests/support/spec-timers.ts).
    args: [
      'test',
      '--spec',
      `--max-workers=${availableParallelism()}`,
      '--workerIdleMemoryLimit=512MB',
      '--',
      ...spec.args,
    ],
    report: spec.report,
    noLeaks: true,
  },
  {
    name: 'unit (node)',
    command: bin('jest'),
    args: ['-c', 'tests/jest.node.config.cjs', ...node.args],
    report: node.report,
    noLeaks: true,
  },
  {
    // On PGlite and on a private PostgreSQL cluster (installed with apt-get when missing, as root).
    name: 'secure site (PGlite + PostgreSQL)',
    command: bin('tsx'),
    args: ['secure-site/test/run.ts', `--report=${secureSite}`],
    report: secureSite,
    noLeaks: true,
  },
  {
    name: 'e2e',
    command: bin('tsx'),
    args: ['scripts/run-e2e.ts', ...e2e.args],
    report: e2e.report,
    noLeaks: true,
  },
  { name: 'size budget', command: bin('tsx'), args: ['bench/run.ts', '--check-budget'] },
];

/** Prints a captured step's output and returns the warnings in it (listed once more at the end). */
function reportWarnings(stdout: string, stderr: string): string[] {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  const warnings = findBuildWarnings(`${stdout}\n${stderr}`);
  if (warnings.length > 0) console.log(`\n${warnings.length} warning(s):\n  ${warnings.join('\n  ')}`);
  return warnings;
}

/** Runs a test step with its output shown as it comes and kept; resolves its exit status and the leaks in it. */
function runWatchingLeaks(step: Step): Promise<{ status: number | null; leaks: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      console.error(error);
      resolve({ status: 1, leaks: [] });
    });
    child.on('close', (status) => {
      const leaks = findTestLeaks(output);
      if (leaks.length > 0) console.log(`\n${leaks.length} leak(s) in the tests:\n  ${leaks.join('\n  ')}`);
      resolve({ status, leaks });
    });
  });
}

function countTests(report: string): { passed: number; failed: number } {
  if (!existsSync(report)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failedSteps: string[] = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const run = step.noLeaks
    ? await runWatchingLeaks(step)
    : spawnSync(step.command, step.args, {
        cwd: root,
        // Captured only where the output is checked (it is printed once the step ends).
        stdio: step.noWarnings ? ['inherit', 'pipe', 'pipe'] : 'inherit',
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: process.env,
      });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const warnings =
    step.noWarnings && 'stdout' in run ? reportWarnings(run.stdout ?? '', run.stderr ?? '') : [];
  const leaks = 'leaks' in run ? run.leaks : [];
  const ok = run.status === 0 && warnings.length === 0 && leaks.length === 0;
  console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds} s)`);
  if (step.report) {
    const counts = countTests(step.report);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!ok) {
    failedSteps.push(step.name);
    if (step.required && run.status !== 0) break;
  }
}

console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
// A step can fail without a failing test (lint, build); count it so the summary never reads green.
console.log(`Tests: ${passed} passed, ${failed + (failed === 0 && failedSteps.length ? 1 : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
