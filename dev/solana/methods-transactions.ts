import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { LAMPORTS_PER_SIGNATURE, MAX_AIRDROP_LAMPORTS, type ExecutionOutcome } from './chain';
import { defineMethod, withContext, type RpcMethod } from './method';
import { RPC_ERROR, SolanaRpcError } from './rpc-error';
import { Address, CommitmentConfig, decodeWire, Signature, WireEncoding } from './schemas';
import { transactionResponse } from './transaction-json';
import { describeTransactionError } from './tx-error';

const MAX_STATUSES = 256;
const MAX_HISTORY = 1000;

function decodeTransaction(text: string, encoding: 'base58' | 'base64'): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(decodeWire(text, encoding));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SolanaRpcError(RPC_ERROR.invalidParams, `failed to deserialize the transaction: ${reason}`);
  }
}

function failureError(outcome: Extract<ExecutionOutcome, { ok: false }>): SolanaRpcError {
  if (outcome.err === 'SignatureFailure') {
    return new SolanaRpcError(
      RPC_ERROR.signatureVerificationFailure,
      'Transaction signature verification failure',
    );
  }
  return new SolanaRpcError(
    RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${describeTransactionError(outcome.err)}`,
    { err: outcome.err, logs: outcome.logs, accounts: null, unitsConsumed: 0, returnData: null },
  );
}

const SendConfig = CommitmentConfig.extend({
  encoding: WireEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.string().optional(),
  maxRetries: z.number().int().nonnegative().optional(),
});

const SimulateConfig = CommitmentConfig.extend({
  encoding: WireEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z.unknown().optional(),
});

const TransactionConfig = CommitmentConfig.extend({
  encoding: z.enum(['json', 'base64', 'base58']).optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).max(0).optional(),
});

const HistoryConfig = CommitmentConfig.extend({
  limit: z.number().int().min(1).max(MAX_HISTORY).optional(),
  before: Signature.optional(),
  until: Signature.optional(),
});

/** Methods that send, simulate, price and look up transactions. */
export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: defineMethod(
    z.tuple([z.string(), SendConfig.optional()]),
    ([text, config = {}], chain) => {
      const transaction = decodeTransaction(text, config.encoding ?? 'base58');
      if (!config.skipPreflight) {
        const preflight = chain.simulate(transaction, true);
        if (!preflight.ok) throw failureError(preflight);
      }
      const outcome = chain.send(transaction);
      if (!outcome.ok && !outcome.landed) throw failureError(outcome);
      return outcome.signature;
    },
  ),
  simulateTransaction: defineMethod(
    z.tuple([z.string(), SimulateConfig.optional()]),
    ([text, config = {}], chain) => {
      if (config.sigVerify && config.replaceRecentBlockhash) {
        throw new SolanaRpcError(
          RPC_ERROR.invalidParams,
          'sigVerify may not be used with replaceRecentBlockhash',
        );
      }
      const transaction = decodeTransaction(text, config.encoding ?? 'base58');
      const replacementBlockhash = config.replaceRecentBlockhash ? chain.latestBlockhash() : undefined;
      if (replacementBlockhash) transaction.message.recentBlockhash = replacementBlockhash.blockhash;
      const outcome = chain.simulate(transaction, config.sigVerify ?? false);
      return withContext(chain, {
        err: outcome.ok ? null : outcome.err,
        logs: outcome.logs,
        accounts: null,
        unitsConsumed: outcome.ok ? outcome.unitsConsumed : 0,
        returnData: null,
        ...(replacementBlockhash ? { replacementBlockhash } : {}),
      });
    },
  ),
  getSignatureStatuses: defineMethod(
    z.tuple([
      z.array(Signature).max(MAX_STATUSES),
      z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional(),
    ]),
    ([signatures], chain) =>
      withContext(
        chain,
        signatures.map((signature) => {
          const landed = chain.ledger.get(signature);
          if (!landed) return null;
          return {
            slot: landed.slot,
            confirmations: null,
            err: landed.err,
            status: landed.err === null ? { Ok: null } : { Err: landed.err },
            confirmationStatus: 'finalized',
          };
        }),
      ),
  ),
  getTransaction: defineMethod(
    z.tuple([Signature, z.union([TransactionConfig, z.enum(['json', 'base64', 'base58'])]).optional()]),
    ([signature, rawConfig], chain) => {
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : (rawConfig ?? {});
      const landed = chain.ledger.get(signature);
      if (!landed) return null;
      const withVersion =
        'maxSupportedTransactionVersion' in config && config.maxSupportedTransactionVersion !== undefined;
      if (landed.version !== 'legacy' && !withVersion) {
        throw new SolanaRpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      return transactionResponse(landed, config.encoding ?? 'json', withVersion);
    },
  ),
  getSignaturesForAddress: defineMethod(
    z.tuple([Address, HistoryConfig.optional()]),
    ([address, config = {}], chain) =>
      chain.ledger
        .history(address, { limit: config.limit ?? MAX_HISTORY, before: config.before, until: config.until })
        .map((landed) => ({
          signature: landed.signature,
          slot: landed.slot,
          err: landed.err,
          memo: null,
          blockTime: landed.blockTime,
          confirmationStatus: 'finalized',
        })),
  ),
  requestAirdrop: defineMethod(
    z.tuple([Address, z.number().int().positive().max(MAX_AIRDROP_LAMPORTS), CommitmentConfig.optional()]),
    ([address, lamports], chain) => {
      const outcome = chain.airdrop(new PublicKey(address), lamports);
      if (!outcome.ok) {
        throw new SolanaRpcError(
          RPC_ERROR.internalError,
          `airdrop failed: ${describeTransactionError(outcome.err)}`,
        );
      }
      return outcome.signature;
    },
  ),
  getFeeForMessage: defineMethod(z.tuple([z.string(), CommitmentConfig.optional()]), ([text], chain) => {
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(decodeWire(text, 'base64'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SolanaRpcError(RPC_ERROR.invalidParams, `failed to deserialize the message: ${reason}`);
    }
    const fee = chain.isBlockhashValid(message.recentBlockhash)
      ? LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures
      : null;
    return withContext(chain, fee);
  }),
};
