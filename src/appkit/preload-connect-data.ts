import { ensureWalletDiscovery } from './wallet-discovery';

/**
 * Starts what the Connect view fills its rows from (the bundled wallet list and browser-wallet
 * discovery) together with the view's code, so its rows do not wait for a second round trip that
 * only starts once the view has rendered. Failures are left to the view, which retries and reports.
 */
export function preloadConnectData(): void {
  void import('../services/wallet-registry/bundled-wallets').catch(() => undefined);
  void ensureWalletDiscovery().catch(() => undefined);
}
