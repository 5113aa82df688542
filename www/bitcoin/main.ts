// A host with only Bitcoin: the local regtest endpoint of the stack (its port differs between
// runs, so it is read from dev-config.json) and the Dev Bitcoin Wallet in the page.
// `?walletconnect=1` also offers WalletConnect through the stack's relay (the dev mobile wallet at
// /wallet/ answers bip122 requests); `&evm=1` adds the stack's EVM chain, so one session carries both.
// `?siwx=required` asks the connected wallet to sign in (BIP-322), checked by the demo backend too.
import { createAppKit, type AppKit, type CaipNetwork } from 'w3m-elements';
import { bitcoinRegtest } from 'w3m-elements/networks';
import { themeFromUrl } from '../shared/theme-from-url';

declare global {
  interface Window {
    /** The page's kit, for the console and the e2e tests. */
    bitcoinDemoKit?: AppKit;
  }
}

/** The parts of dev-config.json this page reads. */
interface LocalStack {
  endpoint?: string;
  relayUrl?: string;
  evm?: { chainId: number; name: string; rpcUrl: string };
}

const LOCAL_URL = /^(http|ws):\/\/127\.0\.0\.1:\d+\/?$/;

/**
 * The stack's Bitcoin endpoint, relay and first EVM chain from dev-config.json. Read by hand, not
 * with the shared zod decoder: classic zod probes for eval, which this page's strict CSP reports.
 */
async function localStack(): Promise<LocalStack> {
  try {
    const config = (await (await fetch('/dev-config.json', { cache: 'no-store' })).json()) as {
      bitcoin?: { url?: unknown };
      relayUrl?: unknown;
      chains?: { chainId?: unknown; name?: unknown; rpcUrl?: unknown }[];
    } | null;
    const local = (value: unknown) =>
      typeof value === 'string' && LOCAL_URL.test(value) ? value : undefined;
    const chain = config?.chains?.[0];
    const evm =
      chain && typeof chain.chainId === 'number' && typeof chain.name === 'string' && local(chain.rpcUrl)
        ? { chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl as string }
        : undefined;
    return { endpoint: local(config?.bitcoin?.url), relayUrl: local(config?.relayUrl), evm };
  } catch (error) {
    console.warn('Local stack not running; the Bitcoin page uses 127.0.0.1:3002.', error);
    return {};
  }
}

const params = new URLSearchParams(window.location.search);
const stack = await localStack();
const network = stack.endpoint
  ? { ...bitcoinRegtest, esploraApiUrl: stack.endpoint, rpcUrls: { default: { http: [stack.endpoint] } } }
  : bitcoinRegtest;
const evm: CaipNetwork[] =
  params.get('evm') === '1' && stack.evm
    ? [
        {
          id: stack.evm.chainId,
          name: stack.evm.name,
          caipNetworkId: `eip155:${stack.evm.chainId}`,
          chainNamespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [stack.evm.rpcUrl] } },
          testnet: true,
        },
      ]
    : [];
const walletConnect =
  params.get('walletconnect') === '1' && stack.relayUrl
    ? { projectId: 'w3m-elements-local', relayUrl: stack.relayUrl, walletConnectServices: false }
    : {};

const siwx = params.get('siwx') === 'required' ? (await import('./siwx')).bitcoinSiwx() : undefined;

window.bitcoinDemoKit = createAppKit({
  themeMode: themeFromUrl(),
  networks: [network, ...evm],
  ...walletConnect,
  ...(siwx ? { siwx } : {}),
  // The page renders <w3m-modal> itself.
  disableAppend: true,
});
