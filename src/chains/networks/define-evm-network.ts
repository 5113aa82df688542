import type { Chain } from 'viem';
import type { EvmNetwork, EvmNetworkExtras } from '../network-types';

/** Turns a viem chain into a catalog network: same object shape plus `eip155:<id>` CAIP fields. */
export function defineEvmNetwork<const C extends Chain>(
  chain: C,
  extras: EvmNetworkExtras = {},
): EvmNetwork<C> {
  return { ...chain, ...extras, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` };
}
