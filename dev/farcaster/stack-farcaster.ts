import type { Address } from 'viem';
import type { DevServer } from '../server';
import { deployIdRegistry } from './deploy-registry';
import { showDevFarcasterApp, signDevFarcaster } from './dev-app';
import { DEV_FARCASTER_USER, devCustodyAddress } from './dev-user';

/** The dev Farcaster app's page on the demo server. */
export const DEV_FARCASTER_PATH = '/dev/farcaster/';

/**
 * Deploys the dev ID registry with the dev fid on the local chain and answers the secure site's
 * W3M_FARCASTER_* settings: that registry, and the dev app page as the "Farcaster app" link.
 */
export async function deployDevFarcaster(
  rpcUrl: string,
  chainId: number,
  deployer: Address,
  demoOrigin: string,
): Promise<Record<string, string>> {
  const registry = await deployIdRegistry(rpcUrl, chainId, deployer, [
    { fid: DEV_FARCASTER_USER.fid, custody: devCustodyAddress() },
  ]);
  return {
    W3M_FARCASTER_RPC_URL: rpcUrl,
    W3M_FARCASTER_ID_REGISTRY: registry,
    W3M_FARCASTER_CONNECT_URL: `${demoOrigin}${DEV_FARCASTER_PATH}`,
  };
}

/** Serves the dev Farcaster app (GET the request, POST sign) against the secure site's relay. */
export function serveDevFarcasterApp(server: Pick<DevServer, 'route'>, relayUrl: string): void {
  const options = { relayUrl, user: DEV_FARCASTER_USER };
  for (const path of [DEV_FARCASTER_PATH, '/dev/farcaster'])
    server.route('GET', path, showDevFarcasterApp(options));
  server.route('POST', '/dev/farcaster/sign', signDevFarcaster(options));
}
