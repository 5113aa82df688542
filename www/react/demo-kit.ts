import { createAppKit, type AppKit } from 'w3m-react';
import { localhost, localhostSecond, mainnet, solanaLocalnet } from 'w3m-elements/networks';
import { loadDevConfig, type DevConfig } from '../shared/dev-config';
import { themeFromUrl } from '../shared/theme-from-url';
import { demoSiwx } from './demo-siwx';

/** The project id the local relay accepts (it only checks that one is given). */
const LOCAL_PROJECT_ID = 'w3m-elements-local';

/** The networks the demo offers: the two local chains of the stack, and mainnet (never reached offline). */
export const DEMO_NETWORKS = [localhost, localhostSecond, mainnet] as const;

/** The app the sign-in view names. */
const DEMO_METADATA = {
  name: 'w3m-elements demo',
  description: 'The w3m-elements demo page',
  url: 'http://127.0.0.1',
  icons: [],
};

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

/** The stack's Uniswap V2 routers, so the Swap views trade on the local chain. */
function stackSwapRouters(config: DevConfig | undefined): Record<string, string> {
  const routers: Record<string, string> = {};
  for (const deployment of config?.uniswap ?? []) routers[`eip155:${deployment.chainId}`] = deployment.router;
  return routers;
}

/**
 * `?solana=1`: the stack's Solana chain as a fourth network, and the Dev Solana Wallet in the page
 * (added only then, so the other demo pages load no Solana code at all).
 */
function stackSolana(config: DevConfig | undefined, query: URLSearchParams) {
  if (query.get('solana') !== '1' || !config?.solana) return [];
  const script = document.createElement('script');
  script.src = '/dev-solana-wallet.js';
  document.head.append(script);
  const { caipNetworkId, rpcUrl, wsUrl } = config.solana;
  const [, id = ''] = caipNetworkId.split(':');
  return [
    {
      ...solanaLocalnet,
      id,
      caipNetworkId: caipNetworkId as `solana:${string}`,
      rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    },
  ];
}

/** Reads dev-config.json, then creates the kit with the local chains' real RPC URLs. */
export async function createDemoKit(): Promise<DemoKit> {
  let config: DevConfig | undefined;
  try {
    config = await loadDevConfig();
  } catch (error) {
    console.warn('Local stack not running; the demo uses the networks’ default RPC URLs.', error);
  }
  // Query switches for the e2e pages: ?allowUnsupportedChain=1, ?exclude=<registry wallet id>,
  // ?siwx=required|optional (sign in against the demo backend), ?accountType=eoa|smartAccount
  // (the embedded wallet's default eip155 account type; SPEC's default is the smart account),
  // ?collapseWallets=1 (wallets behind "Continue with a wallet"), ?solana=1 (the stack's Solana chain),
  // ?onramp=dev (the stack's dev onramp provider and its purchases in Activity), ?locale=<code>.
  const query = new URLSearchParams(window.location.search);
  const exclude = query.getAll('exclude').filter((id) => id !== '');
  const siwx = demoSiwx(
    query.get('siwx'),
    Object.fromEntries((config?.chains ?? []).map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
  );
  const accountType = query.get('accountType');
  const locale = query.get('locale');
  const kit = createAppKit({
    themeMode: themeFromUrl(),
    networks: [...DEMO_NETWORKS, ...stackSolana(config, query)],
    defaultNetwork: localhost,
    // The page renders <W3mModal /> itself.
    disableAppend: true,
    customRpcUrls: customRpcUrls(config),
    // WalletConnect through the stack's relay, with no call to WalletConnect's own hosts.
    ...(config?.relayUrl
      ? { projectId: LOCAL_PROJECT_ID, relayUrl: config.relayUrl, walletConnectServices: false }
      : {}),
    // Email login and the embedded wallet through the stack's secure site (same project id).
    ...(config?.secureSite
      ? { projectId: config.secureSite.projectId, secureSiteUrl: config.secureSite.url }
      : {}),
    tokens: stackTokens(config),
    swapRouters: stackSwapRouters(config),
    allowUnsupportedChain: query.get('allowUnsupportedChain') === '1',
    ...(exclude.length > 0 ? { excludeWalletIds: exclude } : {}),
    ...(siwx ? { siwx, metadata: DEMO_METADATA } : {}),
    ...(accountType === 'eoa' || accountType === 'smartAccount'
      ? { defaultAccountTypes: { eip155: accountType } }
      : {}),
    ...(query.get('collapseWallets') === '1' ? { features: { collapseWallets: true } } : {}),
    // Unknown codes are refused by createAppKit itself, with its own error.
    ...(locale ? { locale: locale as never } : {}),
    // ?onramp=dev: Buy offers the stack's dev onramp (real test ETH from a dev account), and
    // Activity lists its purchases as the secure site reports them.
    ...(query.get('onramp') === 'dev' && config?.secureSite
      ? { onramp: { dev: { url: `${window.location.origin}/dev/onramp/` }, showPurchases: true } }
      : {}),
  });
  // The e2e tests switch the language at run time through it (issue 22: kit.setLocale).
  (window as { __w3mDemoKit?: unknown }).__w3mDemoKit = kit;
  return { kit, config };
}
