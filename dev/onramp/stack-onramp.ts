import { randomBytes } from 'node:crypto';
import type { DevServer } from '../server';
import { createDevOnramp, type DevOnrampOptions } from './dev-onramp';

/** The dev onramp's page on the demo server (the kit's popup opens it). */
export const DEV_ONRAMP_PATH = '/dev/onramp/';

/** The dev onramp's report key, made per stack run: the secure site gets it through its environment. */
export function devOnrampApiKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The secure site's settings that make it read the dev onramp's reports. */
export function devOnrampSecureSiteEnv(demoOrigin: string, apiKey: string): Record<string, string> {
  return { W3M_ONRAMP_DEV_REPORT_URL: `${demoOrigin}/dev/onramp`, W3M_ONRAMP_DEV_API_KEY: apiKey };
}

/** Serves the dev onramp (page, buy, report API) on the demo server. */
export function serveDevOnramp(server: Pick<DevServer, 'route'>, options: DevOnrampOptions): void {
  const onramp = createDevOnramp(options);
  for (const path of [DEV_ONRAMP_PATH, '/dev/onramp']) server.route('GET', path, onramp.show);
  server.route('POST', '/dev/onramp/buy', onramp.buy);
  server.route('GET', '/dev/onramp/payments/transactions', onramp.report);
}
