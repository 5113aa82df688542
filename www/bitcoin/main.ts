// A host with only Bitcoin: the local regtest endpoint of the stack (its port differs between
// runs, so it is read from dev-config.json) and the Dev Bitcoin Wallet in the page.
import { createAppKit, type AppKit } from 'w3m-elements';
import { bitcoinRegtest } from 'w3m-elements/networks';
import { loadDevConfig } from '../shared/dev-config';
import { themeFromUrl } from '../shared/theme-from-url';

declare global {
  interface Window {
    /** The page's kit, for the console and the e2e tests. */
    bitcoinDemoKit?: AppKit;
  }
}

const config = await loadDevConfig().catch((error: unknown) => {
  console.warn('Local stack not running; the Bitcoin page uses 127.0.0.1:3002.', error);
  return undefined;
});
const endpoint = config?.bitcoin?.url;
const network = endpoint
  ? { ...bitcoinRegtest, esploraApiUrl: endpoint, rpcUrls: { default: { http: [endpoint] } } }
  : bitcoinRegtest;

window.bitcoinDemoKit = createAppKit({
  themeMode: themeFromUrl(),
  networks: [network],
  // The page renders <w3m-modal> itself.
  disableAppend: true,
});
