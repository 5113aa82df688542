import { addressBytes, toBase58 } from './keys';

/** An account an instruction reads or writes. */
export interface AccountMeta {
  address: string;
  signer: boolean;
  writable: boolean;
}

/** One instruction: the program, its accounts in order, and its data. */
export interface Instruction {
  programId: string;
  accounts: AccountMeta[];
  data: Uint8Array;
}

/** Solana's compact-u16 (shortvec) length prefix. */
export function compactU16(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0xffff)
    throw new Error(`${value} does not fit a compact-u16`);
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      bytes.push(low);
      return bytes;
    }
    bytes.push(low | 0x80);
  }
}

/** Reads a compact-u16 at `offset`; returns the value and the offset after it. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0;
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index];
    if (byte === undefined) throw new Error('Transaction bytes end inside a length');
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 };
  }
  throw new Error('Transaction length prefix is too long');
}

/** The ordered account keys of a message: fee payer first, then signers, writable before read-only. */
function orderAccounts(feePayer: string, instructions: readonly Instruction[]): AccountMeta[] {
  const byAddress = new Map<string, AccountMeta>();
  const merge = (meta: AccountMeta): void => {
    const known = byAddress.get(meta.address);
    if (known) {
      known.signer ||= meta.signer;
      known.writable ||= meta.writable;
    } else byAddress.set(meta.address, { ...meta });
  };
  merge({ address: feePayer, signer: true, writable: true });
  for (const instruction of instructions) {
    instruction.accounts.forEach(merge);
    merge({ address: instruction.programId, signer: false, writable: false });
  }
  const rank = (meta: AccountMeta): number =>
    meta.address === feePayer ? 0 : (meta.signer ? 1 : 3) + (meta.writable ? 0 : 1);
  // Array.prototype.sort is stable: equal ranks keep the order they first appeared in.
  return [...byAddress.values()].sort((a, b) => rank(a) - rank(b));
}

/** Compiles a legacy message (header, account keys, blockhash, instructions) in its wire format. */
export function compileLegacyMessage(
  feePayer: string,
  recentBlockhash: string,
  instructions: readonly Instruction[],
): Uint8Array {
  const accounts = orderAccounts(feePayer, instructions);
  const index = new Map(accounts.map((meta, position) => [meta.address, position]));
  const signers = accounts.filter((meta) => meta.signer);
  const bytes: number[] = [
    signers.length,
    signers.filter((meta) => !meta.writable).length,
    accounts.filter((meta) => !meta.signer && !meta.writable).length,
    ...compactU16(accounts.length),
  ];
  for (const meta of accounts) bytes.push(...addressBytes(meta.address));
  bytes.push(...addressBytes(recentBlockhash));
  bytes.push(...compactU16(instructions.length));
  for (const instruction of instructions) {
    bytes.push(index.get(instruction.programId) as number);
    bytes.push(...compactU16(instruction.accounts.length));
    for (const meta of instruction.accounts) bytes.push(index.get(meta.address) as number);
    bytes.push(...compactU16(instruction.data.length), ...instruction.data);
  }
  return Uint8Array.from(bytes);
}

/** A wire transaction for a message: one empty (zero) signature slot per required signer, then the message. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  const signers = messageSigners(message).length;
  const prefix = compactU16(signers);
  const wire = new Uint8Array(prefix.length + signers * 64 + message.length);
  wire.set(prefix);
  wire.set(message, prefix.length + signers * 64);
  return wire;
}

/** The addresses that must sign a message (legacy or versioned), in signature-slot order. */
export function messageSigners(message: Uint8Array): string[] {
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  const header = versioned ? 1 : 0;
  const required = message[header];
  if (required === undefined) throw new Error('Transaction message is empty');
  const keys = readCompactU16(message, header + 3);
  if (required > keys.value) throw new Error('Transaction message names more signers than accounts');
  const signers: string[] = [];
  for (let position = 0; position < required; position += 1) {
    const start = keys.next + position * 32;
    if (start + 32 > message.length) throw new Error('Transaction message ends inside its accounts');
    signers.push(toBase58(message.subarray(start, start + 32)));
  }
  return signers;
}

/** A wire transaction split into its signature slots and its message. */
export interface ParsedTransaction {
  signatures: Uint8Array[];
  message: Uint8Array;
  /** The address each signature slot belongs to. */
  signers: string[];
}

/** Splits wire bytes into signatures and message; throws on bytes that are not a transaction. */
export function parseTransaction(wire: Uint8Array): ParsedTransaction {
  const count = readCompactU16(wire, 0);
  const messageStart = count.next + count.value * 64;
  if (messageStart >= wire.length) throw new Error('Transaction bytes end before the message');
  const signatures = Array.from({ length: count.value }, (_, slot) =>
    wire.slice(count.next + slot * 64, count.next + (slot + 1) * 64),
  );
  const message = wire.slice(messageStart);
  const signers = messageSigners(message);
  if (signers.length !== count.value)
    throw new Error('Transaction has a signature count its message does not');
  return { signatures, message, signers };
}

/** The wire bytes with `signature` placed in `signer`'s slot; throws when `signer` need not sign. */
export function withSignature(wire: Uint8Array, signer: string, signature: Uint8Array): Uint8Array {
  const parsed = parseTransaction(wire);
  const slot = parsed.signers.indexOf(signer);
  if (slot < 0) throw new Error(`${signer} is not a signer of this transaction`);
  if (signature.length !== 64) throw new Error('A signature is 64 bytes');
  const signed = wire.slice();
  signed.set(signature, readCompactU16(wire, 0).next + slot * 64);
  return signed;
}

/** The fee payer's signature, which Solana uses as the transaction id (base58). */
export function transactionId(wire: Uint8Array): string {
  const [first] = parseTransaction(wire).signatures;
  if (!first) throw new Error('Transaction has no signature');
  return toBase58(first);
}
