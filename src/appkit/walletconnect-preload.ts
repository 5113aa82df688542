/**
 * Starts loading WalletConnect's connector and, once it has run, its client's modules
 * (UniversalProvider and its storage), without creating a client. The router calls it with the
 * pairing view's own module in the custom-elements build: there each of these dynamic imports is a
 * level of the app bundler's chunks, and left to the view they would load one after the other,
 * after the view's own. A failure is left to the view's own use of the connector to report.
 */
export function preloadWalletConnect(): void {
  import('../connectors/walletconnect/connector')
    .then((connector) => connector.preloadClientModules())
    .catch(() => undefined);
}
