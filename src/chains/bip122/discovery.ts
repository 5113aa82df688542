import { getWallets } from '@wallet-standard/app';
import { findSatsConnectWallets, satsConnectAdapter } from './sats-connect';
import type { BitcoinWalletAdapter } from './types';
import { isBitcoinStandardWallet, walletStandardAdapter } from './wallet-standard';

/**
 * Watches the page for Bitcoin wallets: Wallet Standard registrations (now and later) and Sats
 * Connect listings. Calls back with the full list on every change; a wallet speaking both is
 * listed once, through the Wallet Standard. Returns the function that stops watching.
 */
export function watchBitcoinWallets(
  win: Window,
  onChange: (wallets: BitcoinWalletAdapter[]) => void,
): () => void {
  const registry = getWallets();
  const standard = new Map<object, BitcoinWalletAdapter>();
  const publish = (): void => {
    for (const wallet of registry.get()) {
      if (!standard.has(wallet) && isBitcoinStandardWallet(wallet))
        standard.set(wallet, walletStandardAdapter(wallet));
    }
    const listed = [...standard.values()];
    const names = new Set(listed.map((wallet) => wallet.name));
    const sats = findSatsConnectWallets(win)
      .filter((wallet) => !names.has(wallet.name))
      .map(satsConnectAdapter);
    onChange([...listed, ...sats]);
  };
  const stops = [
    registry.on('register', publish),
    registry.on('unregister', (...gone) => {
      for (const wallet of gone) standard.delete(wallet);
      publish();
    }),
  ];
  publish();
  return () => stops.forEach((stop) => stop());
}
