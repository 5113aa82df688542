import { localStorageReadable } from '../connectors/walletconnect/storage-readable';

/**
 * Starts loading WalletConnect's connector and its client's modules (UniversalProvider and its
 * storage), without creating a client. The router calls it with the pairing view's own module in
 * the custom-elements build: there each of these dynamic imports is a level of the app bundler's
 * chunks, and left to the view they would load one after the other, after the view's own. Where
 * localStorage throws, the client's modules wait for the connector, which loads them under its guard
 * (WalletConnect's storage module reads localStorage as it is evaluated). A failure is left to the
 * view's own use of the connector to report.
 */
export function preloadWalletConnect(): void {
  const loads: Promise<unknown>[] = [
    import('../connectors/walletconnect/connector').then((connector) => connector.preloadClientModules()),
  ];
  if (localStorageReadable())
    loads.push(import('@walletconnect/universal-provider'), import('@walletconnect/keyvaluestorage'));
  for (const load of loads) load.catch(() => undefined);
}
