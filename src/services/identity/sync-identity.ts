import type { CaipNetwork } from '../../chains/network-types';
import { getAccount, patchAccount } from '../../stores/account';
import { readCache, writeCache } from '../../stores/cache';
import { getActiveNetwork } from '../../stores/chain';

/** A resolved name and avatar (null when there is none). */
export interface Identity {
  name: string | null;
  avatar: string | null;
}

/** Looks up the identity of an address (ENS by default); absent when no mainnet is configured. */
export type IdentityLookup = (address: string) => Promise<Identity>;

/** Whether `address` on `network` is still the connected account on the active network. */
function isCurrent(network: CaipNetwork, address: string): boolean {
  return (
    getAccount('eip155').address?.toLowerCase() === address.toLowerCase() &&
    getActiveNetwork()?.caipNetworkId === network.caipNetworkId
  );
}

/** Writes the profile, unless the user has switched account or network since the sync began. */
function writeProfile(
  network: CaipNetwork,
  address: string,
  name: string | undefined,
  image: string | undefined,
): void {
  if (isCurrent(network, address)) patchAccount('eip155', { profileName: name, profileImage: image });
}

/**
 * SPEC §4 identity sync for the eip155 account: on a non-EVM or testnet network the profile name
 * and image are cleared; on EVM the name and avatar come from the 5 min identity cache (SPEC §9)
 * or the lookup. On a failed lookup the name is cleared and so is the image, unless the network
 * is chain 1 (no provider-hosted name service is used here). Nothing is looked up or written once
 * the account or the active network is no longer the one the sync began for.
 */
export async function syncIdentity(
  network: CaipNetwork,
  address: string,
  lookup: IdentityLookup | undefined,
  now: () => number,
): Promise<void> {
  if (network.chainNamespace !== 'eip155' || network.testnet) {
    writeProfile(network, address, undefined, undefined);
    return;
  }
  const key = address.toLowerCase();
  const cached = readCache('identity', key, now());
  if (cached) {
    writeProfile(network, address, cached.name ?? undefined, cached.avatar ?? undefined);
    return;
  }
  // A lookup is only sent for the account and network that are active right now.
  if (!lookup || !isCurrent(network, address)) return;
  try {
    const identity = await lookup(address);
    writeCache('identity', key, identity, now());
    writeProfile(network, address, identity.name ?? undefined, identity.avatar ?? undefined);
  } catch (error) {
    console.warn('w3m: could not look up the account name', error);
    const image = network.id === 1 ? getAccount('eip155').profileImage : undefined;
    writeProfile(network, address, undefined, image);
  }
}
