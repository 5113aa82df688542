import { fetchNativeBalance } from '../chains/eip155/balance';
import type { CustomRpcUrlMap } from '../chains/eip155/transport';
import type { EvmNetwork } from '../chains/network-types';
import { getAccount, patchAccount } from '../stores/account';
import { readCache, writeCache } from '../stores/cache';
import { getActiveNetwork } from '../stores/chain';

/**
 * Writes the native balance of `address` on `network` into `$accounts` (balance + symbol). A
 * fresh entry of the 30 s native balance cache (SPEC §9) is used unless `force`; a fetched value
 * is cached. A failed read leaves the balance as it was and resolves false.
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
    writeIfCurrent(network, address, cached);
    return true;
  }
  try {
    const fetched = await fetchNativeBalance(network, address, customRpcUrls);
    writeCache('nativeBalance', key, fetched, Date.now());
    writeIfCurrent(network, address, fetched);
    return true;
  } catch (error) {
    console.warn(
      `w3m: could not read the ${network.nativeCurrency.symbol} balance on ${network.name}`,
      error,
    );
    return false;
  }
}

/** Only the account and network the balance was read for get it (the user may have switched meanwhile). */
function writeIfCurrent(
  network: EvmNetwork,
  address: string,
  value: { balance: string; symbol: string },
): void {
  if (getAccount('eip155').address?.toLowerCase() !== address.toLowerCase()) return;
  if (getActiveNetwork()?.caipNetworkId !== network.caipNetworkId) return;
  patchAccount('eip155', { balance: value.balance, balanceSymbol: value.symbol });
}
