// Spec workers (stencil.config.ts `testing.setupFilesAfterEnv`): a pending timer does not keep a
// worker alive once its tests are done.
//
// nanostores unmounts a store 1,000 ms after its last listener leaves (STORE_UNMOUNT_DELAY), so a
// spec that renders a view and lets it go ends with such timers pending. After the run Jest gives a
// worker 500 ms to exit, then kills it and prints "A worker process has failed to exit gracefully",
// which `npm test` rightly counts as a leak. Whether it showed depended on which file a worker ran
// last and on how busy the machine was. Timers still fire while the worker lives, so a timer that
// logs after its test has ended is still reported ("Cannot log after tests are done"); intervals,
// sockets and servers still hold the worker and are still reported.

type TimerFunction = (handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => unknown;

const scheduleTimeout = globalThis.setTimeout as unknown as TimerFunction;

(globalThis as unknown as { setTimeout: TimerFunction }).setTimeout = (handler, delay, ...args) => {
  const timer = scheduleTimeout(handler, delay, ...args);
  (timer as { unref?: () => void }).unref?.();
  return timer;
};
