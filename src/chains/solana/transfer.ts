import { associatedTokenAddress, PROGRAM_IDS } from './keys';
import { compileLegacyMessage, unsignedTransaction, type Instruction } from './transaction';

/** The System program's Transfer instruction index. */
const SYSTEM_TRANSFER = 2;
/** The token program's TransferChecked instruction index. */
const TOKEN_TRANSFER_CHECKED = 12;
/** The associated-token program's CreateIdempotent instruction index. */
const ATA_CREATE_IDEMPOTENT = 1;
const U64_MAX = (1n << 64n) - 1n;

function u64(value: bigint): Uint8Array {
  if (value < 0n || value > U64_MAX) throw new Error(`${value} does not fit in 64 bits`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** System program Transfer of `lamports` from `from` to `to`. */
export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, SYSTEM_TRANSFER, true);
  data.set(u64(lamports), 4);
  return {
    programId: PROGRAM_IDS.system,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data,
  };
}

/** Creates `owner`'s associated token account for `mint` (paid by `payer`); a no-op when it exists. */
export function createAssociatedTokenAccount(
  payer: string,
  owner: string,
  mint: string,
  tokenProgram: string,
): Instruction {
  return {
    programId: PROGRAM_IDS.associatedToken,
    accounts: [
      { address: payer, signer: true, writable: true },
      { address: associatedTokenAddress(owner, mint, tokenProgram), signer: false, writable: true },
      { address: owner, signer: false, writable: false },
      { address: mint, signer: false, writable: false },
      { address: PROGRAM_IDS.system, signer: false, writable: false },
      { address: tokenProgram, signer: false, writable: false },
    ],
    data: Uint8Array.of(ATA_CREATE_IDEMPOTENT),
  };
}

/** What an SPL transfer needs to know about the token and the receiver. */
export interface SplTransfer {
  owner: string;
  to: string;
  mint: string;
  /** Amount in the token's smallest unit. */
  amount: bigint;
  decimals: number;
  tokenProgram: string;
  /** Whether the receiver's associated token account exists already. */
  receiverAccountExists: boolean;
}

/**
 * An SPL TransferChecked from the owner's associated token account to the receiver's, preceded by
 * the creation of the receiver's account (paid by the owner) when it is missing.
 */
export function splTransferInstructions(transfer: SplTransfer): Instruction[] {
  const { owner, to, mint, amount, decimals, tokenProgram } = transfer;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new Error(`Invalid decimals ${decimals}`);
  const data = new Uint8Array(10);
  data[0] = TOKEN_TRANSFER_CHECKED;
  data.set(u64(amount), 1);
  data[9] = decimals;
  const transferChecked: Instruction = {
    programId: tokenProgram,
    accounts: [
      { address: associatedTokenAddress(owner, mint, tokenProgram), signer: false, writable: true },
      { address: mint, signer: false, writable: false },
      { address: associatedTokenAddress(to, mint, tokenProgram), signer: false, writable: true },
      { address: owner, signer: true, writable: false },
    ],
    data,
  };
  return transfer.receiverAccountExists
    ? [transferChecked]
    : [createAssociatedTokenAccount(owner, to, mint, tokenProgram), transferChecked];
}

/** An unsigned wire transaction paid by `feePayer` with these instructions. */
export function buildTransaction(
  feePayer: string,
  recentBlockhash: string,
  instructions: readonly Instruction[],
): Uint8Array {
  return unsignedTransaction(compileLegacyMessage(feePayer, recentBlockhash, instructions));
}
