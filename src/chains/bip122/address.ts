import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer';
import type { AddressPurpose } from './types';

/** Address prefixes and version bytes of one Bitcoin network (the shape @scure/btc-signer takes). */
export interface BtcNetworkParams {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

/** Regtest: bech32 `bcrt`, base58 versions as on testnet. */
export const REGTEST_PARAMS: BtcNetworkParams = { ...TEST_NETWORK, bech32: 'bcrt' };

/** The network parameters an address belongs to, read from its prefix (bc1/1/3, tb1/m/n/2, bcrt1). */
export function networkOfAddress(address: string): BtcNetworkParams {
  const lower = address.toLowerCase();
  if (lower.startsWith('bcrt1')) return REGTEST_PARAMS;
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return NETWORK;
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return TEST_NETWORK;
  throw new Error(`Not a Bitcoin address: ${JSON.stringify(address.slice(0, 100))}`);
}

/** The output script an address pays to; throws a clear error for an invalid address. */
export function addressScript(
  address: string,
  network: BtcNetworkParams = networkOfAddress(address),
): Uint8Array {
  try {
    return OutScript.encode(Address(network).decode(address));
  } catch {
    throw new Error(`Not a valid Bitcoin address: ${JSON.stringify(address.slice(0, 100))}`);
  }
}

const KNOWN_NETWORKS: Readonly<Record<string, BtcNetworkParams>> = {
  'bip122:000000000019d6689c085ae165831e93': NETWORK,
  'bip122:000000000933ea01ad0ee984209779ba': TEST_NETWORK,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST_PARAMS,
};

/**
 * Whether `address` is valid on the network with this CAIP id; true for networks this table does
 * not know (a host's own chain: its wallet is trusted to know its addresses).
 */
export function isAddressOfNetwork(address: string, caipNetworkId: string): boolean {
  const params = KNOWN_NETWORKS[caipNetworkId];
  if (!params) return true;
  try {
    addressScript(address, params);
    return true;
  } catch {
    return false;
  }
}

/** Taproot (witness v1) addresses hold ordinals/inscriptions; every other kind is a payment address. */
export function purposeOfAddress(address: string): AddressPurpose {
  try {
    return OutScript.decode(addressScript(address)).type === 'tr' ? 'ordinal' : 'payment';
  } catch {
    return 'payment';
  }
}
