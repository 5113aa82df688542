import { createHash } from 'node:crypto';
import { encodeBase58 } from '../relay/base58';

/** litesvm's fee per signature (no priority fees are modelled). */
export const LAMPORTS_PER_SIGNATURE = 5000;
/** How many slots a blockhash stays valid, as on a real cluster. */
export const BLOCKHASH_VALID_SLOTS = 150;
/** The local chain's genesis hash: fixed, so its CAIP-2 id (`solana:<first 32 chars>`) never changes. */
export const LOCAL_GENESIS_HASH = encodeBase58(
  createHash('sha256').update('w3m-elements local solana').digest(),
);
/** The most one requestAirdrop may ask for (1,000 SOL). */
export const MAX_AIRDROP_LAMPORTS = 1_000 * 1_000_000_000;
/** Default ports, as solana-test-validator uses. */
export const DEFAULT_SOLANA_RPC_PORT = 8899;
export const DEFAULT_SOLANA_WS_PORT = 8900;
/** The V8 flag litesvm's host process must be started with (litesvm issue 171). */
export const LITESVM_NODE_FLAG = '--no-allocation-site-pretenuring';
