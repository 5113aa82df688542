import {
  Keypair,
  LAMPORTS_PER_SOL,
  sendAndConfirmTransaction,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type PublicKey,
} from '@solana/web3.js';
import { LAMPORTS_PER_SIGNATURE } from './constants';
import { startTestChain, type SolanaTestChain } from './testing';

let chain: SolanaTestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain.stop();
});

async function signedTransfer(from: Keypair, to: PublicKey, lamports: number): Promise<Transaction> {
  const transaction = new Transaction({
    feePayer: from.publicKey,
    recentBlockhash: (await chain.connection.getLatestBlockhash()).blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  transaction.sign(from);
  return transaction;
}

describe('local Solana chain: history', () => {
  it('lists an address’s transactions newest first and returns each with getTransaction', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(3);
    const receiver = Keypair.generate().publicKey;
    const first = await sendAndConfirmTransaction(
      connection,
      await signedTransfer(sender, receiver, LAMPORTS_PER_SOL),
      [sender],
    );
    const second = await sendAndConfirmTransaction(
      connection,
      await signedTransfer(sender, receiver, LAMPORTS_PER_SOL / 2),
      [sender],
    );

    const history = await connection.getSignaturesForAddress(receiver);
    expect(history.map((entry) => entry.signature)).toEqual([second, first]);
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(history[0]?.slot).toBeGreaterThan(history[1]?.slot ?? Infinity);
    expect(await connection.getSignaturesForAddress(receiver, { limit: 1 })).toHaveLength(1);
    const older = await connection.getSignaturesForAddress(receiver, { before: second });
    expect(older.map((entry) => entry.signature)).toEqual([first]);
    // The sender's history also holds its airdrop.
    expect((await connection.getSignaturesForAddress(sender.publicKey)).length).toBe(3);

    const landed = await connection.getTransaction(first, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta).toMatchObject({ err: null, fee: LAMPORTS_PER_SIGNATURE });
    expect(landed?.meta?.preBalances[1]).toBe(0);
    expect(landed?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL);
    expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toContain(
      receiver.toBase58(),
    );
    expect(landed?.blockTime).toBeGreaterThan(1_700_000_000);
    expect(await connection.getTransaction('1'.repeat(64), { maxSupportedTransactionVersion: 0 })).toBeNull();
  });
});

describe('local Solana chain: refusals', () => {
  it('refuses the same transaction twice (double spend) with "already been processed"', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(2);
    const transaction = await signedTransfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const raw = transaction.serialize();
    await connection.confirmTransaction({
      signature: await connection.sendRawTransaction(raw),
      ...(await connection.getLatestBlockhash()),
    });
    await expect(connection.sendRawTransaction(raw)).rejects.toThrow(/already been processed/);
    await expect(connection.sendRawTransaction(raw, { skipPreflight: true })).rejects.toThrow(
      /already been processed/,
    );
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - LAMPORTS_PER_SIGNATURE);
  });

  it('refuses a transaction whose signature does not verify, and charges nothing', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(2);
    const transaction = await signedTransfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const raw = Buffer.from(transaction.serialize());
    raw[1] = (raw[1] ?? 0) ^ 0xff; // the first byte after the signature count
    await expect(connection.sendRawTransaction(raw)).rejects.toThrow(/signature verification failure/);
    await expect(connection.sendRawTransaction(raw, { skipPreflight: true })).rejects.toThrow(
      /signature verification failure/,
    );
    expect(await connection.getBalance(sender.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('refuses a transfer above the balance in preflight, with the program logs', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(1);
    const transaction = await signedTransfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL);
    const error = await connection
      .sendRawTransaction(transaction.serialize())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as Error).message).toMatch(/Transaction simulation failed/);
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/);
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL);
  });

  it('lands a failing transfer sent with skipPreflight: fee charged, error recorded', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(1);
    const transaction = await signedTransfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL);
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
    const [status] = (await connection.getSignatureStatuses([signature])).value;
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - LAMPORTS_PER_SIGNATURE);
  });

  it('refuses an unknown blockhash and simulates without committing', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(1);
    const stale = new Transaction({
      feePayer: sender.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    stale.sign(sender);
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/);

    const receiver = Keypair.generate().publicKey;
    const simulated = await connection.simulateTransaction(
      await signedTransfer(sender, receiver, LAMPORTS_PER_SOL / 2),
    );
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.logs?.join('\n')).toMatch(/success/);
    expect(await connection.getBalance(receiver)).toBe(0);
  });
});
