import type { AppKitOptions } from 'w3m-elements';
import { localhost, localhostSecond } from 'w3m-elements/networks';
import * as z from 'zod/mini';
import { themeFromUrl } from '../shared/theme-from-url';

/** The part of dev-config.json these hosts read (zod/mini keeps the host bundles small). */
const StackChainsSchema = z.object({
  chains: z.array(z.object({ chainId: z.number().check(z.int(), z.positive()), rpcUrl: z.url() })),
});

/** RPC URLs of the chains the local stack started, keyed by CAIP network id; empty when it is not running. */
async function stackRpcUrls(): Promise<Record<string, Array<{ url: string }>>> {
  const urls: Record<string, Array<{ url: string }>> = {};
  try {
    const response = await fetch('/dev-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`dev-config.json answered HTTP ${response.status}`);
    const { chains } = StackChainsSchema.parse(await response.json());
    for (const chain of chains) urls[`eip155:${chain.chainId}`] = [{ url: chain.rpcUrl }];
  } catch (error) {
    console.warn('Local stack not running; using the networks’ default RPC URLs.', error);
  }
  return urls;
}

/** Options for the Vue and Angular hosts: the stack's two local chains, at the ports it reports. */
export async function localStackOptions(): Promise<AppKitOptions> {
  return {
    themeMode: themeFromUrl(),
    networks: [localhost, localhostSecond],
    customRpcUrls: await stackRpcUrls(),
  };
}
