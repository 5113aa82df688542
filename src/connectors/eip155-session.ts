import type { Eip1193Provider, ProviderListener } from '../chains/eip155/eip1193';
import type { DiscoveredWallet } from './eip6963-discovery';

/** The live connection to one wallet: its provider, account and chain, and the listeners to remove. */
export interface Eip155Session {
  wallet: DiscoveredWallet;
  accounts: `0x${string}`[];
  chainId: number;
  detach(): void;
}

/** What the client does when the wallet reports a change. */
export interface WalletEventHandlers {
  accountsChanged(accounts: unknown): void;
  chainChanged(chainId: unknown): void;
  disconnect(error: unknown): void;
}

/** Listens to the wallet's accountsChanged, chainChanged and disconnect events; returns the remover. */
export function attachWalletEvents(provider: Eip1193Provider, handlers: WalletEventHandlers): () => void {
  const entries: Array<[string, ProviderListener]> = [
    ['accountsChanged', (accounts) => handlers.accountsChanged(accounts)],
    ['chainChanged', (chainId) => handlers.chainChanged(chainId)],
    ['disconnect', (error) => handlers.disconnect(error)],
  ];
  for (const [event, listener] of entries) provider.on?.(event, listener);
  return () => {
    for (const [event, listener] of entries) provider.removeListener?.(event, listener);
  };
}
