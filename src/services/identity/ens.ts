import type { Client } from 'viem';
import { getEnsAddress, getEnsName, getEnsText } from 'viem/actions';
import { normalize } from 'viem/ens';
import type { Identity } from './sync-identity';

const IMAGE_URL = /^(?:https:\/\/|data:image\/)/;

/**
 * Name and avatar of an address through ENS on a mainnet client (viem's universal resolver):
 * the primary name, then its `avatar` text record when it is an https or data:image URL (other
 * avatar forms, such as NFT references, are not followed, so nothing else is fetched).
 */
export async function lookupEnsIdentity(client: Client, address: string): Promise<Identity> {
  const name = await getEnsName(client, { address: address as `0x${string}` });
  if (!name) return { name: null, avatar: null };
  const avatar = await getEnsText(client, { name: normalize(name), key: 'avatar' });
  return { name, avatar: avatar && IMAGE_URL.test(avatar) ? avatar : null };
}

/** The address an ENS name points to, or undefined when it has none. */
export async function resolveEnsName(client: Client, name: string): Promise<string | undefined> {
  const address = await getEnsAddress(client, { name: normalize(name) });
  return address ?? undefined;
}
