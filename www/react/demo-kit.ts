import { createAppKit, type AppKit } from 'w3m-react';
import { localhost, localhostSecond, mainnet } from 'w3m-elements/networks';
import { loadDevConfig, type DevConfig } from '../shared/dev-config';
import { themeFromUrl } from '../shared/theme-from-url';

/** The networks the demo offers: the two local chains of the stack, and mainnet (never reached offline). */
export const DEMO_NETWORKS = [localhost, localhostSecond, mainnet] as const;

/** The demo's kit and the stack it talks to (undefined when the local stack is not running). */
export interface DemoKit {
  kit: AppKit;
  config: DevConfig | undefined;
}

/** customRpcUrls for every chain the local stack started (its ports differ between runs). */
function customRpcUrls(config: DevConfig | undefined): Record<string, { url: string }[]> {
  const urls: Record<string, { url: string }[]> = {};
  for (const chain of config?.chains ?? []) urls[`eip155:${chain.chainId}`] = [{ url: chain.rpcUrl }];
  return urls;
}

/** The stack's test tokens, as the `tokens` option lists them per network. */
function stackTokens(config: DevConfig | undefined): Record<string, { address: string }[]> {
  const tokens: Record<string, { address: string }[]> = {};
  for (const token of config?.tokens ?? []) {
    (tokens[`eip155:${token.chainId}`] ??= []).push({ address: token.address });
  }
  return tokens;
}

/** Reads dev-config.json, then creates the kit with the local chains' real RPC URLs. */
export async function createDemoKit(): Promise<DemoKit> {
  let config: DevConfig | undefined;
  try {
    config = await loadDevConfig();
  } catch (error) {
    console.warn('Local stack not running; the demo uses the networks’ default RPC URLs.', error);
  }
  // Query switches for the e2e pages: ?allowUnsupportedChain=1, ?exclude=<registry wallet id>.
  const query = new URLSearchParams(window.location.search);
  const exclude = query.getAll('exclude').filter((id) => id !== '');
  const kit = createAppKit({
    themeMode: themeFromUrl(),
    networks: [...DEMO_NETWORKS],
    defaultNetwork: localhost,
    // The page renders <W3mModal /> itself.
    disableAppend: true,
    customRpcUrls: customRpcUrls(config),
    tokens: stackTokens(config),
    allowUnsupportedChain: query.get('allowUnsupportedChain') === '1',
    ...(exclude.length > 0 ? { excludeWalletIds: exclude } : {}),
  });
  return { kit, config };
}
