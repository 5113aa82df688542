import type { CaipNetwork } from '../../chains/network-types';
import { getAccount, patchAccount } from '../../stores/account';
import { readCache, writeCache } from '../../stores/cache';

/** A resolved name and avatar (null when there is none). */
export interface Identity {
  name: string | null;
  avatar: string | null;
}

/** Looks up the identity of an address (ENS by default); absent when no mainnet is configured. */
export type IdentityLookup = (address: string) => Promise<Identity>;

function writeProfile(address: string, name: string | undefined, image: string | undefined): void {
  if (getAccount('eip155').address?.toLowerCase() !== address.toLowerCase()) return;
  patchAccount('eip155', { profileName: name, profileImage: image });
}

/**
 * SPEC §4 identity sync for the eip155 account: on a non-EVM or testnet network the profile name
 * and image are cleared; on EVM the name and avatar come from the 5 min identity cache (SPEC §9)
 * or the lookup. On a failed lookup the name is cleared and so is the image, unless the network
 * is chain 1 (no provider-hosted name service is used here).
 */
export async function syncIdentity(
  network: CaipNetwork,
  address: string,
  lookup: IdentityLookup | undefined,
  now: () => number,
): Promise<void> {
  if (network.chainNamespace !== 'eip155' || network.testnet) {
    writeProfile(address, undefined, undefined);
    return;
  }
  const key = address.toLowerCase();
  const cached = readCache('identity', key, now());
  if (cached) {
    writeProfile(address, cached.name ?? undefined, cached.avatar ?? undefined);
    return;
  }
  if (!lookup) return;
  try {
    const identity = await lookup(address);
    writeCache('identity', key, identity, now());
    writeProfile(address, identity.name ?? undefined, identity.avatar ?? undefined);
  } catch (error) {
    console.warn('w3m: could not look up the account name', error);
    const image = network.id === 1 ? getAccount('eip155').profileImage : undefined;
    writeProfile(address, undefined, image);
  }
}
