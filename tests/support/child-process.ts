import { spawn, type ChildProcess } from 'node:child_process';
import { waitFor } from '../../dev/wait';

/** A spawned process whose output is collected line by line. */
export interface WatchedProcess {
  child: ChildProcess;
  /** stdout and stderr lines so far. */
  stdout: string[];
  stderr: string[];
  /** Resolves with the first stdout/stderr line matching `pattern`; throws after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exit: Promise<number | NodeJS.Signals>;
  /** Kills the whole process group (the process and everything it started that is still running). */
  killGroup(): void;
}

/**
 * Spawns a command in its own process group, so a test can clean up everything it started
 * (children included) even when the test fails halfway.
 */
export function spawnWatched(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): WatchedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const collect = (into: string[]) => {
    let partial = '';
    return (chunk: Buffer): void => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      into.push(...lines);
    };
  };
  child.stdout.on('data', collect(stdout));
  child.stderr.on('data', collect(stderr));
  const exit = new Promise<number | NodeJS.Signals>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'SIGKILL');
    });
  });
  return {
    child,
    stdout,
    stderr,
    exit,
    waitForLine: (pattern, timeoutMs = 30_000) =>
      waitFor(async () => [...stdout, ...stderr].find((line) => pattern.test(line)), {
        description: () =>
          `a line matching ${String(pattern)} from ${command} ${args.join(' ')}\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.join('\n')}`,
        timeoutMs,
        intervalMs: 20,
      }),
    killGroup: () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    },
  };
}
