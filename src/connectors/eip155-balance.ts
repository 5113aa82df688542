import { fetchNativeBalance } from '../chains/eip155/balance';
import type { CustomRpcUrlMap } from '../chains/eip155/transport';
import type { EvmNetwork } from '../chains/network-types';
import { getAccount, patchAccount, type AccountState } from '../stores/account';
import { readCache, writeCache } from '../stores/cache';
import { getActiveNetwork } from '../stores/chain';

/**
 * Writes the native balance of `address` on `network` into `$accounts` (balance, symbol and
 * status). A fresh entry of the 30 s native balance cache (SPEC §9) is used unless `force`; a
 * fetched value is cached. With no balance shown (just after a switch) the status is 'loading'
 * during the read and 'unavailable' when it fails; a failed refresh keeps the balance shown.
 * Resolves whether the read succeeded.
 */
export async function syncNativeBalance(
  network: EvmNetwork,
  address: `0x${string}`,
  customRpcUrls: CustomRpcUrlMap,
  force = false,
): Promise<boolean> {
  const key = `${network.caipNetworkId}:${address.toLowerCase()}`;
  const cached = force ? undefined : readCache('nativeBalance', key, Date.now());
  if (cached) {
    writeIfCurrent(network, address, { balance: cached.balance, balanceSymbol: cached.symbol });
    return true;
  }
  const shown = (): boolean => getAccount('eip155').balance !== undefined;
  if (!shown()) writeIfCurrent(network, address, { balanceStatus: 'loading' });
  try {
    const fetched = await fetchNativeBalance(network, address, customRpcUrls);
    writeCache('nativeBalance', key, fetched, Date.now());
    writeIfCurrent(network, address, { balance: fetched.balance, balanceSymbol: fetched.symbol });
    return true;
  } catch (error) {
    console.warn(
      `w3m: could not read the ${network.nativeCurrency.symbol} balance on ${network.name}`,
      error,
    );
    if (!shown()) writeIfCurrent(network, address, { balanceStatus: 'unavailable' });
    return false;
  }
}

/** Only the account and network the balance was read for get it (the user may have switched meanwhile). */
function writeIfCurrent(network: EvmNetwork, address: string, patch: Partial<AccountState>): void {
  if (getAccount('eip155').address?.toLowerCase() !== address.toLowerCase()) return;
  if (getActiveNetwork()?.caipNetworkId !== network.caipNetworkId) return;
  patchAccount('eip155', { balanceStatus: 'ready', ...patch });
}
