import type { AppKitOptions } from 'w3m-elements';
import { localhost, localhostSecond } from 'w3m-elements/networks';
import * as z from 'zod/mini';
import { themeFromUrl } from '../shared/theme-from-url';

/** The part of dev-config.json these hosts read (zod/mini keeps the host bundles small). */
const StackChainsSchema = z.object({
  chains: z.array(z.object({ chainId: z.number().check(z.int(), z.positive()), rpcUrl: z.url() })),
  secureSite: z.optional(z.object({ url: z.url(), projectId: z.string() })),
});

/** What the hosts read from dev-config.json. */
interface LocalStack {
  rpcUrls: Record<string, Array<{ url: string }>>;
  /** Email login's options (the stack's secure site), when it runs one. */
  secureSite?: { projectId: string; secureSiteUrl: string };
}

/** The local stack's chains' RPC URLs (keyed by CAIP network id) and secure site; empty when it is not running. */
async function readStack(): Promise<LocalStack> {
  const rpcUrls: Record<string, Array<{ url: string }>> = {};
  try {
    const response = await fetch('/dev-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`dev-config.json answered HTTP ${response.status}`);
    const { chains, secureSite } = StackChainsSchema.parse(await response.json());
    for (const chain of chains) rpcUrls[`eip155:${chain.chainId}`] = [{ url: chain.rpcUrl }];
    return {
      rpcUrls,
      secureSite: secureSite && { projectId: secureSite.projectId, secureSiteUrl: secureSite.url },
    };
  } catch (error) {
    console.warn('Local stack not running; using the networks’ default RPC URLs.', error);
  }
  return { rpcUrls };
}

/**
 * Options for the Vue and Angular hosts: the stack's two local chains, at the ports it reports;
 * with `email`, email login through the stack's secure site (as the React demo has it).
 */
export async function localStackOptions(features: { email?: boolean } = {}): Promise<AppKitOptions> {
  const stack = await readStack();
  return {
    themeMode: themeFromUrl(),
    networks: [localhost, localhostSecond],
    customRpcUrls: stack.rpcUrls,
    ...(features.email && stack.secureSite ? stack.secureSite : {}),
  };
}
