import { decodeDevConfig, type DevConfig } from '../../dev/config';

export type { DevConfig };

/** Fetches and validates the file the local stack writes next to the demo pages. */
export async function loadDevConfig(): Promise<DevConfig> {
  const response = await fetch('/dev-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`dev-config.json answered HTTP ${response.status}`);
  return decodeDevConfig(await response.json());
}
