import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Tracks a child so that, should this process exit without stopping it (an uncaught error, a
 * process.exit), the child is killed rather than left running as an orphan.
 */
export function trackChild(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const orphan of live) orphan.kill('SIGKILL');
    });
  }
}

/** True once the child has exited (by code or by signal). */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when the child has exited, at once if it already has. */
export function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Asks the child to stop (SIGTERM), escalates to SIGKILL after `graceMs`, and waits for its exit. */
export async function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  // A child that never spawned (pid undefined) has nothing to stop and will never emit 'exit'.
  if (hasExited(child) || child.pid === undefined) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const escalate = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, graceMs);
  });
  await Promise.race([exited(child), escalate]);
  clearTimeout(timer);
  await exited(child);
}
