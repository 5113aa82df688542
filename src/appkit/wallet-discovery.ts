import { $options } from '../stores/options';
import { isBrowser } from './environment';

let started: Promise<void> | undefined;

/**
 * Starts looking for browser wallets (EIP-6963 announcements, else a legacy `window.ethereum`)
 * the first time something needs them: the modal opening, or a wallet connection. Wallets answer
 * `eip6963:requestProvider` whenever it is sent, so waiting costs nothing, and the discovery code
 * stays out of the first paint. SPEC §9: both paths default to on.
 */
export function ensureWalletDiscovery(): Promise<void> {
  if (!isBrowser()) return Promise.resolve();
  const loading = (started ??= import('../connectors/eip6963-discovery').then(({ startWalletDiscovery }) => {
    const { enableWallets, enableEIP6963 } = $options.get();
    startWalletDiscovery(window, { eip6963: enableWallets && enableEIP6963, legacy: enableWallets });
  }));
  // A chunk that failed to load may load on the next try.
  loading.catch(() => {
    if (started === loading) started = undefined;
  });
  return loading;
}
