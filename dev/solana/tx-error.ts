import type { FailedTransactionMetadata } from 'litesvm';
// The error enums and classes are not re-exported by the package's entry point.
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal';
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './tx-error-names';

/** A transaction error as Solana's RPC writes it: a name, or `{ Name: detail }`. */
export type TransactionErrorJson = string | Record<string, unknown>;

/** Why a transaction failed, as JSON, and whether it still landed in a block (and paid its fee). */
export interface ClassifiedFailure {
  err: TransactionErrorJson;
  landed: boolean;
}

function enumName(names: readonly string[], value: number): string {
  return names[value] ?? `Unknown(${value})`;
}

function instructionErrorJson(err: unknown): unknown {
  if (typeof err === 'number') return enumName(INSTRUCTION_ERROR_NAMES, err);
  if (err instanceof InstructionErrorCustom) return { Custom: err.code };
  if (err instanceof InstructionErrorBorshIo) return { BorshIoError: err.msg };
  return String(err);
}

/**
 * Converts litesvm's failure into RPC JSON. Errors raised while executing instructions land (the fee
 * is charged and the signature is recorded); errors raised before execution (bad signature, unknown
 * blockhash, already processed, no funds for the fee...) leave no trace, as on a real validator.
 */
export function classifyFailure(failure: FailedTransactionMetadata): ClassifiedFailure {
  const err = failure.err();
  if (typeof err === 'number') return { err: enumName(TRANSACTION_ERROR_NAMES, err), landed: false };
  if (err instanceof TransactionErrorInstructionError) {
    return { err: { InstructionError: [err.index, instructionErrorJson(err.err())] }, landed: true };
  }
  if (err instanceof TransactionErrorInsufficientFundsForRent) {
    return { err: { InsufficientFundsForRent: { account_index: err.accountIndex } }, landed: true };
  }
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      err: { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } },
      landed: true,
    };
  }
  if (err instanceof TransactionErrorDuplicateInstruction) {
    return { err: { DuplicateInstruction: err.index }, landed: true };
  }
  return { err: String(err), landed: false };
}

const READABLE: Record<string, string> = {
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
};

/** A sentence for the error, in the words Solana's RPC uses for the common cases. */
export function describeTransactionError(err: TransactionErrorJson): string {
  if (typeof err === 'string') return READABLE[err] ?? err;
  return JSON.stringify(err);
}
