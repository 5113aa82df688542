import { z } from 'zod';
import { LOCAL_GENESIS_HASH } from './constants';
import { defineMethod, SOLANA_CORE_VERSION, withContext, type RpcMethod } from './method';
import { CommitmentConfig } from './schemas';

const NoParams = z.tuple([]);
const OnlyConfig = z.tuple([CommitmentConfig.optional()]);
const BlockhashString = z.string().min(32).max(44);

/** Methods about the cluster itself: slots, blockhashes, identity. */
export const clusterMethods: Record<string, RpcMethod> = {
  getLatestBlockhash: defineMethod(OnlyConfig, (_params, chain) =>
    withContext(chain, chain.latestBlockhash()),
  ),
  isBlockhashValid: defineMethod(z.tuple([BlockhashString, CommitmentConfig.optional()]), ([hash], chain) =>
    withContext(chain, chain.isBlockhashValid(hash)),
  ),
  getSlot: defineMethod(OnlyConfig, (_params, chain) => chain.currentSlot),
  getBlockHeight: defineMethod(OnlyConfig, (_params, chain) => chain.currentSlot),
  getGenesisHash: defineMethod(NoParams, () => LOCAL_GENESIS_HASH),
  getVersion: defineMethod(NoParams, () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 })),
  getHealth: defineMethod(NoParams, () => 'ok'),
};
