import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  type PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import type { LocalSolanaChain } from './chain';
import { deriveEd25519, devSolanaKeypairs, mnemonicToSeed, DEV_MNEMONIC } from './dev-keys';
import { describeTransactionError } from './tx-error';
import { writeTokenMetadata } from './token-metadata';

/** SOL each dev key starts with. */
export const DEV_SOL_PER_ACCOUNT = 100;
/** The SPL test token the stack mints to every dev key. */
export const TEST_SPL_TOKEN = {
  name: 'Test USD (Solana)',
  symbol: 'tUSD',
  decimals: 6,
  mintPerAccount: 1_000_000n,
};

/** What seeding created, for dev-config.json. */
export interface SolanaSeed {
  /** Dev account addresses (base58), funded with SOL and the test token. */
  accounts: string[];
  token: { mint: string; name: string; symbol: string; decimals: number };
}

/**
 * The test token's mint keypair: derived from the dev mnemonic (m/44'/501'/1000'/0'), so the mint
 * address is the same on every start.
 */
export function testMintKeypair(): Keypair {
  return Keypair.fromSeed(deriveEd25519(mnemonicToSeed(DEV_MNEMONIC), [44, 501, 1000, 0]).key);
}

function execute(
  chain: LocalSolanaChain,
  payer: Keypair,
  signers: Keypair[],
  instructions: TransactionInstruction[],
): void {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: chain.latestBlockhash().blockhash,
  });
  transaction.add(...instructions).sign(payer, ...signers);
  const outcome = chain.send(VersionedTransaction.deserialize(transaction.serialize()));
  if (!outcome.ok)
    throw new Error(
      `seeding the local Solana chain failed: ${describeTransactionError(outcome.err)}\n${outcome.logs.join('\n')}`,
    );
}

/** Funds the dev keys with SOL, creates the test token's mint and mints it to each of them, all in real transactions. */
export function seedDevAccounts(chain: LocalSolanaChain, keys: Keypair[] = devSolanaKeypairs()): SolanaSeed {
  const [authority] = keys;
  if (!authority) throw new Error('seeding needs at least one dev key');
  for (const key of keys) {
    const outcome = chain.airdrop(key.publicKey, DEV_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL);
    if (!outcome.ok)
      throw new Error(`funding ${key.publicKey.toBase58()} failed: ${describeTransactionError(outcome.err)}`);
  }
  const mint = testMintKeypair();
  execute(
    chain,
    authority,
    [mint],
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: chain.minimumBalanceForRentExemption(MINT_SIZE),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, TEST_SPL_TOKEN.decimals, authority.publicKey, null),
    ],
  );
  writeTokenMetadata(chain, mint.publicKey, authority.publicKey, TEST_SPL_TOKEN);
  const amount = TEST_SPL_TOKEN.mintPerAccount * 10n ** BigInt(TEST_SPL_TOKEN.decimals);
  for (const key of keys)
    execute(
      chain,
      authority,
      [],
      mintToInstructions(authority.publicKey, mint.publicKey, key.publicKey, amount),
    );
  return {
    accounts: keys.map((key) => key.publicKey.toBase58()),
    token: {
      mint: mint.publicKey.toBase58(),
      name: TEST_SPL_TOKEN.name,
      symbol: TEST_SPL_TOKEN.symbol,
      decimals: TEST_SPL_TOKEN.decimals,
    },
  };
}

function mintToInstructions(
  authority: PublicKey,
  mint: PublicKey,
  owner: PublicKey,
  amount: bigint,
): TransactionInstruction[] {
  const tokenAccount = getAssociatedTokenAddressSync(mint, owner);
  return [
    createAssociatedTokenAccountIdempotentInstruction(authority, tokenAccount, owner, mint),
    createMintToInstruction(mint, tokenAccount, authority, amount),
  ];
}
