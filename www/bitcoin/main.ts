// A host with only Bitcoin: the local regtest endpoint of the stack (its port differs between
// runs, so it is read from dev-config.json) and the Dev Bitcoin Wallet in the page.
import { createAppKit, type AppKit } from 'w3m-elements';
import { bitcoinRegtest } from 'w3m-elements/networks';
import { themeFromUrl } from '../shared/theme-from-url';

declare global {
  interface Window {
    /** The page's kit, for the console and the e2e tests. */
    bitcoinDemoKit?: AppKit;
  }
}

/**
 * The stack's Bitcoin endpoint from dev-config.json. Read by hand, not with the shared zod decoder:
 * classic zod probes for eval, which this page's strict CSP reports as a violation.
 */
async function stackEndpoint(): Promise<string | undefined> {
  try {
    const config: unknown = await (await fetch('/dev-config.json', { cache: 'no-store' })).json();
    const url: unknown = (config as { bitcoin?: { url?: unknown } } | null)?.bitcoin?.url;
    return typeof url === 'string' && /^http:\/\/127\.0\.0\.1:\d+$/.test(url) ? url : undefined;
  } catch (error) {
    console.warn('Local stack not running; the Bitcoin page uses 127.0.0.1:3002.', error);
    return undefined;
  }
}

const endpoint = await stackEndpoint();
const network = endpoint
  ? { ...bitcoinRegtest, esploraApiUrl: endpoint, rpcUrls: { default: { http: [endpoint] } } }
  : bitcoinRegtest;

window.bitcoinDemoKit = createAppKit({
  themeMode: themeFromUrl(),
  networks: [network],
  // The page renders <w3m-modal> itself.
  disableAppend: true,
});
