import { getWallets } from '@wallet-standard/app';
import { addConnector, removeConnector } from '../../stores/connectors';
import { isSolanaWallet, type StandardWallet } from '../../chains/solana/wallet-standard-types';

/** Connector ids of Wallet Standard wallets start with this. */
export const WALLET_STANDARD_PREFIX = 'wallet-standard:';

const wallets = new Map<string, StandardWallet>();
const waiters = new Set<() => void>();
let stop: (() => void) | undefined;

/** The connector id of a Wallet Standard wallet (its name is its identity in the standard). */
export function connectorIdOf(wallet: StandardWallet): string {
  return `${WALLET_STANDARD_PREFIX}${wallet.name}`;
}

function add(wallet: StandardWallet): void {
  if (!isSolanaWallet(wallet)) return;
  const id = connectorIdOf(wallet);
  wallets.set(id, wallet);
  addConnector({
    id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    imageUrl: wallet.icon,
    installed: true,
  });
  for (const wake of waiters) wake();
}

function remove(wallet: StandardWallet): void {
  const id = connectorIdOf(wallet);
  if (wallets.get(id) !== wallet) return;
  wallets.delete(id);
  removeConnector(id, 'solana');
}

/**
 * Lists the Solana wallets of the Wallet Standard registry as `solana` connectors, now and as
 * they register or unregister. Safe to call twice.
 */
export function startSolanaWalletDiscovery(): void {
  if (stop) return;
  const registry = getWallets();
  for (const wallet of registry.get()) add(wallet as unknown as StandardWallet);
  const offRegister = registry.on('register', (...added) => {
    for (const wallet of added) add(wallet as unknown as StandardWallet);
  });
  const offUnregister = registry.on('unregister', (...removed) => {
    for (const wallet of removed) remove(wallet as unknown as StandardWallet);
  });
  stop = () => {
    offRegister();
    offUnregister();
  };
}

/** The discovered wallet behind a connector id. */
export function getSolanaWallet(connectorId: string): StandardWallet | undefined {
  return wallets.get(connectorId);
}

/** Resolves with the wallet once it registers, or undefined after `timeoutMs`. */
export function waitForSolanaWallet(
  connectorId: string,
  timeoutMs: number,
): Promise<StandardWallet | undefined> {
  const found = wallets.get(connectorId);
  if (found || timeoutMs <= 0) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(timer);
      waiters.delete(check);
      resolve(wallets.get(connectorId));
    };
    const check = (): void => {
      if (wallets.has(connectorId)) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    waiters.add(check);
  });
}
