import { ed25519 } from '@noble/curves/ed25519';
import { readStatus } from './confirm';
import { addressBytes, associatedTokenAddress, isSolanaAddress, PROGRAM_IDS, toBase58 } from './keys';
import { parseTokenAccount } from './token-balances';
import { decodeTokenMetadata } from './token-metadata';
import {
  compactU16,
  messageSigners,
  parseTransaction,
  readCompactU16,
  transactionId,
  withSignature,
} from './transaction';
import { buildTransaction, splTransferInstructions, systemTransfer } from './transfer';

const key = (seed: number): string => toBase58(ed25519.getPublicKey(new Uint8Array(32).fill(seed)));
const PAYER = key(1);
const RECEIVER = key(2);
const MINT = key(3);
const BLOCKHASH = key(4);

describe('Solana addresses', () => {
  test('only base58 text of exactly 32 bytes is an address', () => {
    expect(isSolanaAddress(PAYER)).toBe(true);
    expect(isSolanaAddress(PROGRAM_IDS.system)).toBe(true);
    expect(isSolanaAddress('0OIl')).toBe(false);
    expect(isSolanaAddress('')).toBe(false);
    expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    // Valid base58, but 33 bytes.
    expect(isSolanaAddress(toBase58(new Uint8Array(33).fill(7)))).toBe(false);
    expect(() => addressBytes('not base58!')).toThrow('is not a base58 Solana address');
  });

  test('an associated token account is off the ed25519 curve and differs per owner and mint', () => {
    const account = associatedTokenAddress(PAYER, MINT);
    expect(isSolanaAddress(account)).toBe(true);
    expect(account).not.toBe(associatedTokenAddress(RECEIVER, MINT));
    expect(account).not.toBe(associatedTokenAddress(PAYER, MINT, PROGRAM_IDS.token2022));
  });
});

describe('Solana wire format', () => {
  test('compact-u16 round-trips at its byte boundaries and refuses what does not fit', () => {
    for (const value of [0, 127, 128, 16_383, 16_384, 65_535]) {
      expect(readCompactU16(Uint8Array.from(compactU16(value)), 0)).toEqual({
        value,
        next: compactU16(value).length,
      });
    }
    expect(() => compactU16(65_536)).toThrow();
    expect(() => compactU16(-1)).toThrow();
    expect(() => readCompactU16(Uint8Array.of(0x80), 0)).toThrow('end inside a length');
  });

  test('a built transfer has one empty signature slot for the payer; signing fills it and names the id', () => {
    const wire = buildTransaction(PAYER, BLOCKHASH, [systemTransfer(PAYER, RECEIVER, 5n)]);
    const parsed = parseTransaction(wire);
    expect(parsed.signers).toEqual([PAYER]);
    expect(parsed.signatures[0]?.every((byte) => byte === 0)).toBe(true);
    const signature = ed25519.sign(parsed.message, new Uint8Array(32).fill(1));
    const signed = withSignature(wire, PAYER, signature);
    expect(transactionId(signed)).toBe(toBase58(signature));
    expect(ed25519.verify(signature, parseTransaction(signed).message, addressBytes(PAYER))).toBe(true);
    expect(() => withSignature(wire, RECEIVER, signature)).toThrow('is not a signer');
    expect(() => withSignature(wire, PAYER, signature.slice(1))).toThrow('64 bytes');
  });

  test('an SPL transfer to a receiver without a token account creates it first', () => {
    const transfer = {
      owner: PAYER,
      to: RECEIVER,
      mint: MINT,
      amount: 7n,
      decimals: 6,
      tokenProgram: PROGRAM_IDS.token,
    };
    const missing = splTransferInstructions({ ...transfer, receiverAccountExists: false });
    expect(missing.map((instruction) => instruction.programId)).toEqual([
      PROGRAM_IDS.associatedToken,
      PROGRAM_IDS.token,
    ]);
    const present = splTransferInstructions({ ...transfer, receiverAccountExists: true });
    expect(present.map((instruction) => instruction.programId)).toEqual([PROGRAM_IDS.token]);
    expect([...(present[0]?.data ?? [])]).toEqual([12, 7, 0, 0, 0, 0, 0, 0, 0, 6]);
    expect(() =>
      splTransferInstructions({ ...transfer, decimals: 256, receiverAccountExists: true }),
    ).toThrow();
    expect(() => systemTransfer(PAYER, RECEIVER, 1n << 64n)).toThrow('64 bits');
  });

  test('bytes that are not a transaction are refused with a reason', () => {
    const wire = buildTransaction(PAYER, BLOCKHASH, [systemTransfer(PAYER, RECEIVER, 5n)]);
    expect(() => parseTransaction(new Uint8Array())).toThrow();
    expect(() => parseTransaction(wire.slice(0, 60))).toThrow('end before the message');
    expect(() => parseTransaction(wire.slice(0, 100))).toThrow();
    // Two signature slots but a message that needs one signer.
    const mismatched = Uint8Array.from([2, ...new Uint8Array(128), ...wire.slice(65)]);
    expect(() => parseTransaction(mismatched)).toThrow('signature count');
    expect(() => messageSigners(Uint8Array.of(5, 0, 0, 1))).toThrow('more signers than accounts');
  });
});

describe('Solana node answers', () => {
  const account = (info: object) => ({ account: { data: { parsed: { type: 'account', info } } } });
  const good = { mint: MINT, owner: PAYER, tokenAmount: { amount: '1500', decimals: 3 } };

  test('a jsonParsed token account is read; malformed or foreign ones are not', () => {
    expect(parseTokenAccount(account(good), PAYER)).toEqual({ mint: MINT, amount: 1500n, decimals: 3 });
    expect(parseTokenAccount(account(good), RECEIVER)).toBeUndefined();
    expect(
      parseTokenAccount(account({ ...good, tokenAmount: { amount: '-1', decimals: 3 } }), PAYER),
    ).toBeUndefined();
    expect(
      parseTokenAccount(account({ ...good, tokenAmount: { amount: 1500, decimals: 3 } }), PAYER),
    ).toBeUndefined();
    expect(
      parseTokenAccount(account({ ...good, tokenAmount: { amount: '1', decimals: 1.5 } }), PAYER),
    ).toBeUndefined();
    expect(parseTokenAccount(account({ ...good, mint: 42 }), PAYER)).toBeUndefined();
    expect(parseTokenAccount({ account: { data: ['AAAA', 'base64'] } }, PAYER)).toBeUndefined();
    expect(parseTokenAccount(null, PAYER)).toBeUndefined();
  });

  test('Metaplex metadata gives name and symbol for its own mint only', () => {
    const text = (value: string, width: number): number[] => {
      const bytes = new Uint8Array(width);
      bytes.set(new TextEncoder().encode(value));
      return [width, 0, 0, 0, ...bytes];
    };
    const data = Uint8Array.from([
      4,
      ...new Uint8Array(32),
      ...addressBytes(MINT),
      ...text('Test USD', 32),
      ...text('tUSD', 10),
      ...text('', 200),
    ]);
    expect(decodeTokenMetadata(data, MINT)).toEqual({ name: 'Test USD', symbol: 'tUSD' });
    expect(decodeTokenMetadata(data, RECEIVER)).toBeUndefined();
    expect(decodeTokenMetadata(Uint8Array.from([5, ...data.slice(1)]), MINT)).toBeUndefined();
    expect(decodeTokenMetadata(data.slice(0, 90), MINT)).toBeUndefined();
    const huge = data.slice();
    huge.set([255, 255, 255, 255], 65);
    expect(decodeTokenMetadata(huge, MINT)).toBeUndefined();
  });

  test('a signature status is pending until confirmed, and failed when the chain gives an error', () => {
    expect(readStatus({ value: [null] })).toEqual({ state: 'pending' });
    expect(readStatus({ value: [{ err: null, confirmationStatus: 'processed' }] })).toEqual({
      state: 'pending',
    });
    expect(readStatus({ value: [{ err: null, confirmationStatus: 'confirmed' }] })).toEqual({
      state: 'confirmed',
    });
    expect(readStatus({ value: [{ err: null, confirmationStatus: 'finalized' }] })).toEqual({
      state: 'confirmed',
    });
    expect(readStatus({ value: [{ err: { InstructionError: [0, 'Custom'] } }] })).toEqual({
      state: 'failed',
      reason: { InstructionError: [0, 'Custom'] },
    });
    expect(readStatus('garbage')).toEqual({ state: 'pending' });
  });
});
