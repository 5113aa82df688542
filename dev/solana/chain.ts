import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
  type AccountInfo,
} from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { encodeBase58 } from '../relay/base58';
import { BLOCKHASH_VALID_SLOTS, LAMPORTS_PER_SIGNATURE, LITESVM_NODE_FLAG } from './constants';
import { Ledger, type LandedTransaction } from './ledger';
import { tokenBalances, tokenProgramName, type AccountReader } from './token-accounts';
import { classifyFailure, type TransactionErrorJson } from './tx-error';

export {
  BLOCKHASH_VALID_SLOTS,
  LAMPORTS_PER_SIGNATURE,
  LOCAL_GENESIS_HASH,
  MAX_AIRDROP_LAMPORTS,
} from './constants';

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const FAUCET_LAMPORTS = 1_000_000n * 1_000_000_000n;

/** What sending or simulating a transaction gave. */
export type ExecutionOutcome =
  | { ok: true; signature: string; logs: string[]; unitsConsumed: number }
  | { ok: false; signature: string; err: TransactionErrorJson; landed: boolean; logs: string[] };

/**
 * An in-process Solana chain: litesvm for execution, plus what an RPC node keeps around it
 * (slots, a window of valid blockhashes, a transaction history, an index of token accounts).
 * Every landed transaction gets its own slot and a fresh blockhash.
 */
export class LocalSolanaChain {
  readonly ledger = new Ledger();
  private readonly svm: LiteSVM;
  private slot = 0;
  private readonly validBlockhashes = new Map<string, number>();
  private readonly tokenAccounts = new Set<string>();
  private readonly listeners = new Set<(transaction: LandedTransaction) => void>();
  private readonly faucet = Keypair.generate();
  private airdrops = 0;

  constructor(private readonly now: () => number = Date.now) {
    assertOwnProcess();
    // The blockhash window is checked here, so that older (still valid) blockhashes are accepted.
    this.svm = new LiteSVM().withBlockhashCheck(false);
    this.svm.setAccount(this.faucet.publicKey, {
      lamports: Number(FAUCET_LAMPORTS),
      data: new Uint8Array(),
      owner: SystemProgram.programId,
      executable: false,
    });
    this.rememberBlockhash();
  }

  /** The current slot (also the block height: every slot has a block here). */
  get currentSlot(): number {
    return this.slot;
  }

  /** The newest blockhash and the last block height at which it is still accepted. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.validBlockhashes.get(blockhash) ?? this.slot };
  }

  /** Whether a transaction using this blockhash would be accepted now. */
  isBlockhashValid(blockhash: string): boolean {
    return (this.validBlockhashes.get(blockhash) ?? -1) >= this.slot;
  }

  /** The account at this address, or null when it holds nothing. */
  getAccount(address: PublicKey): AccountInfo<Uint8Array> | null {
    const account = this.svm.getAccount(address);
    return account && (account.lamports > 0 || account.data.length > 0) ? account : null;
  }

  /** Lamports at this address (0 for an unknown one). */
  getBalance(address: PublicKey): number {
    return Number(this.svm.getBalance(address) ?? 0n);
  }

  /** Rent-exempt minimum for an account of this many bytes. */
  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
  }

  /**
   * Writes an account as genesis would (no transaction): for data whose program is not deployed
   * here, such as the test token's Metaplex metadata.
   */
  writeAccount(address: PublicKey, account: { owner: PublicKey; data: Uint8Array; lamports: number }): void {
    this.svm.setAccount(address, { ...account, executable: false });
  }

  /** Addresses of every token account the chain has seen (read them to filter by owner or mint). */
  knownTokenAccounts(): PublicKey[] {
    return [...this.tokenAccounts].map((address) => new PublicKey(address));
  }

  /** Reader for the token helpers. */
  readonly read: AccountReader = (address) => this.getAccount(address);

  /** Calls `listener` after each landed transaction; returns the unsubscribe function. */
  onTransaction(listener: (transaction: LandedTransaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Executes a signed transaction; a landed one (even a failed one) is recorded and gets a slot. */
  send(transaction: VersionedTransaction): ExecutionOutcome {
    const signature = signatureOf(transaction);
    if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { ok: false, signature, err: 'BlockhashNotFound', landed: false, logs: [] };
    }
    const keys = transaction.message.staticAccountKeys;
    const preBalances = keys.map((key) => this.getBalance(key));
    const preTokenBalances = tokenBalances(this.read, keys);
    const result = this.svm.sendTransaction(transaction);
    const failure = result instanceof FailedTransactionMetadata ? classifyFailure(result) : undefined;
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    if (failure && !failure.landed) {
      return { ok: false, signature, err: failure.err, landed: false, logs: meta.logs() };
    }
    const landed: LandedTransaction = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(this.now() / 1000),
      wire: transaction.serialize(),
      version: transaction.version === 0 ? 0 : 'legacy',
      accountKeys: keys.map((key) => key.toBase58()),
      err: failure?.err ?? null,
      fee: LAMPORTS_PER_SIGNATURE * transaction.message.header.numRequiredSignatures,
      preBalances,
      postBalances: keys.map((key) => this.getBalance(key)),
      preTokenBalances,
      postTokenBalances: tokenBalances(this.read, keys),
      logMessages: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    };
    this.indexTokenAccounts(keys);
    this.ledger.add(landed);
    this.advanceSlot();
    for (const listener of this.listeners) listener(landed);
    return failure
      ? { ok: false, signature, err: failure.err, landed: true, logs: landed.logMessages }
      : { ok: true, signature, logs: landed.logMessages, unitsConsumed: landed.computeUnitsConsumed };
  }

  /** Runs a transaction without committing it; `sigVerify: false` skips signature checks. */
  simulate(transaction: VersionedTransaction, sigVerify: boolean): ExecutionOutcome {
    const signature = signatureOf(transaction);
    if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { ok: false, signature, err: 'BlockhashNotFound', landed: false, logs: [] };
    }
    this.svm.withSigverify(sigVerify);
    try {
      const result = this.svm.simulateTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        const { err } = classifyFailure(result);
        return { ok: false, signature, err, landed: false, logs: result.meta().logs() };
      }
      const meta = result.meta();
      return { ok: true, signature, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /** Sends lamports from the chain's faucet in a real, recorded transaction; returns its outcome. */
  airdrop(to: PublicKey, lamports: number): ExecutionOutcome {
    this.airdrops += 1;
    const transaction = new Transaction({
      feePayer: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
    }).add(
      SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: to, lamports }),
      // The memo makes every airdrop a distinct transaction, even for the same amount and blockhash.
      new TransactionInstruction({
        programId: MEMO_PROGRAM_ID,
        keys: [],
        data: Buffer.from(`airdrop ${this.airdrops}`),
      }),
    );
    transaction.sign(this.faucet);
    return this.send(VersionedTransaction.deserialize(transaction.serialize()));
  }

  private indexTokenAccounts(keys: readonly PublicKey[]): void {
    for (const key of keys) {
      const account = this.getAccount(key);
      if (account && tokenProgramName(account.owner) && account.data.length >= 165) {
        this.tokenAccounts.add(key.toBase58());
      }
    }
  }

  private rememberBlockhash(): void {
    this.validBlockhashes.set(this.svm.latestBlockhash(), this.slot + BLOCKHASH_VALID_SLOTS);
    for (const [hash, lastValid] of this.validBlockhashes) {
      if (lastValid < this.slot) this.validBlockhashes.delete(hash);
    }
  }

  private advanceSlot(): void {
    this.slot += 1;
    this.svm.warpToSlot(BigInt(this.slot));
    this.svm.expireBlockhash();
    this.rememberBlockhash();
  }
}

/**
 * litesvm 0.8 must run in a process of its own, started with {@link LITESVM_NODE_FLAG}: once its
 * linux-gnu binding has run an on-chain program, V8's allocation-site pretenuring aborts the
 * process at the next GC (litesvm issue 171), and even with that pass off, unrelated code in the
 * same process later computes garbage (bech32 derivation threw "invalid integer: NaN"). So the
 * chain refuses to start anywhere but in the child that `spawnLocalSolana` starts.
 */
function assertOwnProcess(): void {
  if (!process.execArgv.includes(LITESVM_NODE_FLAG)) {
    throw new Error(
      `The local Solana chain runs only in its own process started with ${LITESVM_NODE_FLAG}; use spawnLocalSolana (dev/solana/process.ts)`,
    );
  }
}

/** The transaction's id: its first signature in base58. */
export function signatureOf(transaction: VersionedTransaction): string {
  const first = transaction.signatures[0];
  return first ? encodeBase58(first) : '';
}
