import { atom, onMount } from 'nanostores';

/** The timers that keep this process alive. */
const liveTimers = (): number =>
  (process as unknown as { getActiveResourcesInfo(): string[] })
    .getActiveResourcesInfo()
    .filter((resource) => resource === 'Timeout').length;

describe('spec workers (tests/support/spec-timers.ts)', () => {
  test("a store's pending unmount does not keep the worker alive, and still runs", async () => {
    const before = liveTimers();
    const unmounted = jest.fn();
    const $value = atom(0);
    onMount($value, () => unmounted);
    const stop = $value.listen(() => undefined);
    stop();
    // nanostores waits 1,000 ms before unmounting: that timer must not hold the worker.
    expect(liveTimers()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(unmounted).toHaveBeenCalledTimes(1);
  });
});
