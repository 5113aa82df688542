import type { DevServer } from '../server';
import { COMMON_HEADERS } from '../security-headers';
import type { SmartAccountInfra } from './smart-account-infra';

/** The test-only paths that stop and start the stack's bundler. */
export const BUNDLER_CONTROL_ROUTES = { stop: '/dev/bundler/stop', start: '/dev/bundler/start' } as const;

/**
 * Lets an e2e test take the bundler down and bring it back (POST, answered once the process has
 * exited or answers again). Only a stack started with `devControls` serves them. They demand a JSON
 * content type, so a page in the browser cannot reach them cross-origin without a preflight the
 * server never grants.
 */
export function serveBundlerControls(server: Pick<DevServer, 'route'>, infra: SmartAccountInfra): void {
  const control =
    (action: () => Promise<void>) =>
    async (
      request: Parameters<Parameters<DevServer['route']>[2]>[0],
      response: Parameters<Parameters<DevServer['route']>[2]>[1],
    ) => {
      const headers = { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' };
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        response.writeHead(415, headers);
        return void response.end(JSON.stringify({ error: 'Expected Content-Type: application/json' }));
      }
      await action();
      response.writeHead(200, headers);
      response.end(JSON.stringify({ ok: true }));
    };
  server.route(
    'POST',
    BUNDLER_CONTROL_ROUTES.stop,
    control(() => infra.stopBundler()),
  );
  server.route(
    'POST',
    BUNDLER_CONTROL_ROUTES.start,
    control(() => infra.startBundler()),
  );
}
