import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { encodeBase58 } from '../relay/base58';
import { LAMPORTS_PER_SIGNATURE } from './constants';
import { DEV_SOL_PER_ACCOUNT } from './seed';
import { startTestChain, type SolanaTestChain } from './testing';

let chain: SolanaTestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain.stop();
});

function transfer(from: Keypair, to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
}

describe('local Solana chain: SOL', () => {
  it('funds the dev accounts at start-up', async () => {
    const { connection, solana } = chain;
    for (const account of solana.seed.accounts) {
      // Each dev key paid the fees of the seeding transactions it signed, so compare with a margin.
      const balance = await connection.getBalance(new PublicKey(account));
      expect(balance).toBeGreaterThan((DEV_SOL_PER_ACCOUNT - 1) * LAMPORTS_PER_SOL);
      expect(balance).toBeLessThanOrEqual(DEV_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL);
    }
  });

  it('airdrops: the balance grows by the amount and the airdrop is in the history', async () => {
    const { connection } = chain;
    const receiver = Keypair.generate();
    expect(await connection.getBalance(receiver.publicKey)).toBe(0);
    expect(await connection.getAccountInfo(receiver.publicKey)).toBeNull();
    const signature = await connection.requestAirdrop(receiver.publicKey, 2 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
    expect(await connection.getBalance(receiver.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    const info = await connection.getAccountInfo(receiver.publicKey);
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true);
    expect(info?.lamports).toBe(2 * LAMPORTS_PER_SOL);
    // The same amount again is a distinct transaction, not "already processed".
    const again = await connection.requestAirdrop(receiver.publicKey, 2 * LAMPORTS_PER_SOL);
    expect(again).not.toBe(signature);
    await connection.confirmTransaction({ signature: again, ...(await connection.getLatestBlockhash()) });
    expect(await connection.getBalance(receiver.publicKey)).toBe(4 * LAMPORTS_PER_SOL);
  });

  it('sends and confirms a SOL transfer; both balances and the fee add up', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(5);
    const receiver = Keypair.generate();
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(sender, receiver.publicKey, LAMPORTS_PER_SOL),
      [sender],
    );
    expect(await connection.getBalance(receiver.publicKey)).toBe(LAMPORTS_PER_SOL);
    expect(await connection.getBalance(sender.publicKey)).toBe(4 * LAMPORTS_PER_SOL - LAMPORTS_PER_SIGNATURE);
    const [status] = (await connection.getSignatureStatuses([signature])).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  it('confirms through signatureSubscribe on the WebSocket', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(2);
    const transaction = transfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 2);
    const latest = await connection.getLatestBlockhash();
    transaction.recentBlockhash = latest.blockhash;
    transaction.feePayer = sender.publicKey;
    transaction.sign(sender);
    const notified = new Promise<{ err: unknown; slot: number }>((resolve) => {
      const signature = transaction.signatures[0]?.signature;
      if (!signature) throw new Error('unsigned');
      connection.onSignature(
        encodeBase58(signature),
        (result, context) => resolve({ err: result.err, slot: context.slot }),
        'confirmed',
      );
    });
    const signature = await connection.sendRawTransaction(transaction.serialize());
    const notification = await notified;
    expect(notification.err).toBeNull();
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(notification.slot).toBe(landed?.slot);
  });

  it('notifies a subscription made after the transaction landed', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(2);
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(sender, Keypair.generate().publicKey, LAMPORTS_PER_SOL),
      [sender],
    );
    const result = await new Promise((resolve) =>
      connection.onSignature(signature, (value) => resolve(value), 'confirmed'),
    );
    expect(result).toEqual({ err: null });
  });

  it('prices a message and answers the rent minimum, slot, genesis hash and version', async () => {
    const { connection } = chain;
    const sender = await chain.fundedKeypair(1);
    const transaction = transfer(sender, Keypair.generate().publicKey, 1);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.feePayer = sender.publicKey;
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(
      LAMPORTS_PER_SIGNATURE,
    );
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    const slot = await connection.getSlot();
    await chain.fundedKeypair(1);
    expect(await connection.getSlot()).toBeGreaterThan(slot);
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/);
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reads several accounts at once', async () => {
    const { connection, solana } = chain;
    const nobody = Keypair.generate().publicKey;
    const [first, missing] = await connection.getMultipleAccountsInfo([
      new PublicKey(solana.seed.accounts[0] ?? ''),
      nobody,
    ]);
    expect(first?.lamports).toBeGreaterThan(0);
    expect(missing).toBeNull();
  });
});
