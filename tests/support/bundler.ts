import { BUNDLER_CONTROL_ROUTES } from '../../dev/bundler/control-routes';
import { stackInfo } from './stack-info';

/** Stops or starts the stack's bundler; resolves once alto has exited or answers again. */
export async function controlBundler(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(new URL(BUNDLER_CONTROL_ROUTES[action], stackInfo().urls.demo), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(150_000),
  });
  if (!response.ok) throw new Error(`bundler ${action} answered HTTP ${response.status}`);
}

/**
 * Restarts the bundler before the file's tests. alto keeps user operations and its bundle
 * transactions in memory; the chain revert that ends each e2e file erases them on chain but not in
 * alto, whose next operations then wait in its mempool and are never submitted. A real chain never
 * reverts like that, so this is the test stack's reset, as useCleanChain is the chain's.
 */
export function useFreshBundler(): void {
  beforeAll(async () => {
    await controlBundler('stop');
    await controlBundler('start');
  }, 150_000);
}
