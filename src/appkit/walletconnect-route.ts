import { getWalletConnectConnector } from '../stores/connectors';
import type { WalletListing } from '../stores/connector-types';
import { $options } from '../stores/options';
import { push } from '../stores/router';

/**
 * Opens WalletConnect for a wallet picked from a list (or for WalletConnect itself when `wallet` is
 * undefined): ConnectingWalletConnect, which shows the QR code on a desktop and opens the wallet's
 * app on a phone; ConnectingWalletConnectBasic for `manualWCControl` hosts. Returns false when
 * WalletConnect is not available (off, or no projectId), so the caller can fall back.
 */
export function openWalletConnect(wallet?: WalletListing): boolean {
  const connector = getWalletConnectConnector();
  if (!connector || !$options.get().enableWalletConnect) return false;
  const view = $options.get().manualWCControl ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect';
  push(view, wallet ? { wallet, connector } : { connector });
  return true;
}
