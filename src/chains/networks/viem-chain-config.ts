import type { Chain } from 'viem';
import type { EvmNetwork, ViemChainConfigKind } from '../network-types';

type ChainConfigPart = Pick<Chain, 'contracts' | 'custom' | 'fees' | 'formatters' | 'serializers'>;

// Each loader is its own small chunk, so only the family a host actually uses is downloaded.
const loaders: Record<ViemChainConfigKind, () => Promise<{ chainConfig: unknown }>> = {
  'op-stack': () => import('./viem-config/op-stack'),
  celo: () => import('./viem-config/celo'),
  zksync: () => import('./viem-config/zksync'),
  linea: () => import('./viem-config/linea'),
};

/** Returns the network with viem's formatters/serializers for its chain family merged in (if it has one). */
export async function withViemChainConfig<N extends EvmNetwork>(network: N): Promise<N & ChainConfigPart> {
  if (!network.viemChainConfig) return network;
  const { chainConfig } = (await loaders[network.viemChainConfig]()) as { chainConfig: ChainConfigPart };
  return {
    ...network,
    ...chainConfig,
    contracts: { ...chainConfig.contracts, ...network.contracts },
  };
}
