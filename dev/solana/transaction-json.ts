import { VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../relay/base58';
import type { LandedTransaction } from './ledger';

/** How getTransaction may encode the transaction. */
export type TransactionEncoding = 'json' | 'base64' | 'base58';

function messageJson(transaction: VersionedTransaction) {
  const { message } = transaction;
  const json: Record<string, unknown> = {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: message.header,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: [...instruction.accountKeyIndexes],
      data: encodeBase58(instruction.data),
      stackHeight: null,
    })),
    recentBlockhash: message.recentBlockhash,
  };
  if (transaction.version !== 'legacy') {
    json.addressTableLookups = message.addressTableLookups.map((lookup) => ({
      accountKey: lookup.accountKey.toBase58(),
      writableIndexes: [...lookup.writableIndexes],
      readonlyIndexes: [...lookup.readonlyIndexes],
    }));
  }
  return json;
}

/** The getTransaction answer for a landed transaction. */
export function transactionResponse(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const wire = Buffer.from(landed.wire);
  let transaction: unknown;
  if (encoding === 'base64') transaction = [wire.toString('base64'), 'base64'];
  else if (encoding === 'base58') transaction = [encodeBase58(wire), 'base58'];
  else {
    const decoded = VersionedTransaction.deserialize(wire);
    transaction = {
      signatures: decoded.signatures.map((signature) => encodeBase58(signature)),
      message: messageJson(decoded),
    };
  }
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    ...(withVersion ? { version: landed.version } : {}),
    transaction,
    meta: {
      err: landed.err,
      status: landed.err === null ? { Ok: null } : { Err: landed.err },
      fee: landed.fee,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      innerInstructions: [],
      logMessages: landed.logMessages,
      preTokenBalances: landed.preTokenBalances,
      postTokenBalances: landed.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: landed.computeUnitsConsumed,
    },
  };
}
