import { Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { devSolanaKeypair } from './dev-keys';
import { TEST_SPL_TOKEN } from './seed';
import { startTestChain, type SolanaTestChain } from './testing';

let chain: SolanaTestChain;
let mint: PublicKey;
beforeAll(async () => {
  chain = await startTestChain();
  mint = new PublicKey(chain.solana.seed.token.mint);
});
afterAll(async () => {
  await chain.stop();
});

const ONE_TOKEN = 10n ** BigInt(TEST_SPL_TOKEN.decimals);

describe('local Solana chain: SPL token', () => {
  it('mints the test token to every dev key, readable with getTokenAccountsByOwner jsonParsed', async () => {
    const { connection, solana } = chain;
    expect(solana.seed.token).toMatchObject({
      symbol: TEST_SPL_TOKEN.symbol,
      decimals: TEST_SPL_TOKEN.decimals,
    });
    for (const account of solana.seed.accounts) {
      const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(account), { mint });
      expect(value).toHaveLength(1);
      expect(value[0]?.pubkey.toBase58()).toBe(
        getAssociatedTokenAddressSync(mint, new PublicKey(account)).toBase58(),
      );
      expect(value[0]?.account.data).toMatchObject({
        program: 'spl-token',
        space: 165,
        parsed: {
          type: 'account',
          info: {
            mint: mint.toBase58(),
            owner: account,
            state: 'initialized',
            tokenAmount: {
              amount: (TEST_SPL_TOKEN.mintPerAccount * ONE_TOKEN).toString(),
              decimals: TEST_SPL_TOKEN.decimals,
              uiAmountString: TEST_SPL_TOKEN.mintPerAccount.toString(),
            },
          },
        },
      });
    }
    const byProgram = await connection.getParsedTokenAccountsByOwner(
      new PublicKey(solana.seed.accounts[0] ?? ''),
      {
        programId: TOKEN_PROGRAM_ID,
      },
    );
    expect(byProgram.value).toHaveLength(1);
    const parsedMint = await connection.getParsedAccountInfo(mint);
    expect(parsedMint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    });
  });

  it('transfers the token to a new wallet, creating its associated token account', async () => {
    const { connection } = chain;
    const sender = devSolanaKeypair(1);
    const receiver = Keypair.generate().publicKey;
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey);
    const to = getAssociatedTokenAddressSync(mint, receiver);
    expect(await connection.getAccountInfo(to)).toBeNull();
    expect((await connection.getTokenAccountsByOwner(receiver, { mint })).value).toEqual([]);

    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to, receiver, mint),
      createTransferCheckedInstruction(
        from,
        mint,
        to,
        sender.publicKey,
        25n * ONE_TOKEN,
        TEST_SPL_TOKEN.decimals,
      ),
    );
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender]);

    expect((await getAccount(connection, to)).amount).toBe(25n * ONE_TOKEN);
    expect((await getAccount(connection, from)).amount).toBe(
      (TEST_SPL_TOKEN.mintPerAccount - 25n) * ONE_TOKEN,
    );
    const { value } = await connection.getTokenAccountsByOwner(receiver, { mint });
    expect(value.map((entry) => entry.pubkey.toBase58())).toEqual([to.toBase58()]);

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const post = landed?.meta?.postTokenBalances?.find((entry) => entry.owner === receiver.toBase58());
    const pre = landed?.meta?.preTokenBalances?.find((entry) => entry.owner === receiver.toBase58());
    expect(pre).toBeUndefined();
    expect(post?.uiTokenAmount).toMatchObject({ amount: (25n * ONE_TOKEN).toString(), uiAmount: 25 });
  });
});
