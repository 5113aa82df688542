/**
 * Starts loading the bundled wallet list the Connect view shows, so it arrives with the open path
 * instead of after the view renders; the registry's own import then finds it loaded.
 */
export function preloadBundledWallets(): void {
  void import('../services/wallet-registry/bundled-wallets').catch(() => undefined);
}
