import type { RunningStack } from '../../dev/stack';
import { RUNNING_STACK_KEY } from './stack-env';

/** Jest global teardown: stops the stack global setup started and waits for its processes to exit. */
export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, unknown>)[RUNNING_STACK_KEY] as RunningStack | undefined;
  await stack?.stop();
}
