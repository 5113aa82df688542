// The kit's own Solana code (src/chains/solana, the Solana balance reader, the send builders) against
// the local chain in its own process: reads the seeded balances, and sends SOL and the SPL test token.
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { solanaLocalnet } from '../../src/chains/networks/solana';
import type { SolanaNetwork } from '../../src/chains/network-types';
import { SolanaRpcError } from '../../src/chains/solana/rpc';
import { parseTransaction, withSignature } from '../../src/chains/solana/transaction';
import { fetchSplHoldings } from '../../src/chains/solana/token-balances';
import { broadcast } from '../../src/connectors/solana/signing';
import { estimateTransferFee, sendTransfer } from '../../src/connectors/solana/send';
import { readSolanaBalances } from '../../src/services/balances/solana-balances';
import { devSolanaKeypair } from './dev-keys';
import { TEST_SPL_TOKEN } from './seed';
import { startTestChain, type SolanaTestChain } from './testing';

let chain: SolanaTestChain;
let network: SolanaNetwork;
let mint: string;
beforeAll(async () => {
  chain = await startTestChain();
  network = { ...solanaLocalnet, rpcUrls: { default: { http: [chain.solana.rpcUrl] } } };
  mint = chain.solana.seed.token.mint;
});
afterAll(async () => {
  await chain.stop();
});

/** Signs wire bytes with a keypair the way a wallet does, then broadcasts them; records each transaction. */
function signerFor(keypair: Keypair, sent: Uint8Array[] = []) {
  return async (transaction: Uint8Array) => {
    sent.push(transaction);
    const { message } = parseTransaction(transaction);
    const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32));
    return broadcast(network, withSignature(transaction, keypair.publicKey.toBase58(), signature));
  };
}

const ONE_TOKEN = 10n ** BigInt(TEST_SPL_TOKEN.decimals);

describe('Solana balances for the Account view', () => {
  it('reads SOL and the SPL test token with its Metaplex name and symbol', async () => {
    const owner = chain.solana.seed.accounts[2] ?? '';
    const balances = await readSolanaBalances(network, owner, [
      { address: mint, image: 'https://img.test/t.png' },
    ]);
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '100.0' } }),
      {
        name: TEST_SPL_TOKEN.name,
        symbol: TEST_SPL_TOKEN.symbol,
        chainId: network.caipNetworkId,
        address: mint,
        price: 0,
        quantity: { decimals: '6', numeric: TEST_SPL_TOKEN.mintPerAccount.toString() },
        iconUrl: 'https://img.test/t.png',
      },
    ]);
  });

  it('a fresh account holds SOL only; a node that fails makes the read throw', async () => {
    const fresh = await chain.fundedKeypair(1);
    const balances = await readSolanaBalances(network, fresh.publicKey.toBase58(), []);
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL']);
    await expect(fetchSplHoldings(network, 'not-an-address')).rejects.toBeInstanceOf(SolanaRpcError);
    const down = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } };
    await expect(readSolanaBalances(down, fresh.publicKey.toBase58(), [])).rejects.toThrow();
  });
});

describe('Solana sends built by the kit', () => {
  it('sends SOL: the receiver gets the exact amount once it is confirmed', async () => {
    const sender = await chain.fundedKeypair(5);
    const receiver = Keypair.generate().publicKey;
    const signature = await sendTransfer(
      { from: sender.publicKey.toBase58(), to: receiver.toBase58(), amount: '1.25', network },
      signerFor(sender),
    );
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    // One signature at the local chain's 5,000 lamports.
    expect(
      await estimateTransferFee({
        from: sender.publicKey.toBase58(),
        to: receiver.toBase58(),
        amount: '1',
        network,
      }),
    ).toBe('0.000005');
    expect(await chain.connection.getBalance(receiver)).toBe(1_250_000_000);
    const landed = await chain.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
  });

  it('sends the SPL token, creating the receiver token account only when it is missing', async () => {
    const sender = devSolanaKeypair(3);
    const receiver = Keypair.generate().publicKey;
    const mintKey = new PublicKey(mint);
    const sent: Uint8Array[] = [];
    const request = {
      from: sender.publicKey.toBase58(),
      to: receiver.toBase58(),
      amount: '2.5',
      network,
      tokenAddress: mint,
      decimals: TEST_SPL_TOKEN.decimals,
    };
    await sendTransfer(request, signerFor(sender, sent));
    await sendTransfer({ ...request, amount: '0.5' }, signerFor(sender, sent));

    const receiverAccount = getAssociatedTokenAddressSync(mintKey, receiver);
    expect((await getAccount(chain.connection, receiverAccount)).amount).toBe(3n * ONE_TOKEN);
    const senderAccount = getAssociatedTokenAddressSync(mintKey, sender.publicKey);
    expect((await getAccount(chain.connection, senderAccount)).amount).toBe(
      (TEST_SPL_TOKEN.mintPerAccount - 3n) * ONE_TOKEN,
    );
    // web3.js reads the kit's wire bytes: create + transferChecked the first time, transferChecked alone after.
    const instructionCounts = sent.map(
      (bytes) => VersionedTransaction.deserialize(bytes).message.compiledInstructions.length,
    );
    expect(instructionCounts).toEqual([2, 1]);
  });

  it('refuses bad input before asking the wallet, and a transfer the chain refuses rejects', async () => {
    const sender = await chain.fundedKeypair(1);
    const from = sender.publicKey.toBase58();
    const to = Keypair.generate().publicKey.toBase58();
    const neverCalled = async (): Promise<string> => {
      throw new Error('the wallet should not be asked');
    };
    await expect(
      sendTransfer({ from, to: '0OIl-not-base58', amount: '1', network }, neverCalled),
    ).rejects.toThrow('is not a Solana address');
    await expect(sendTransfer({ from, to, amount: '0.0000000001', network }, neverCalled)).rejects.toThrow(
      'Invalid amount',
    );
    await expect(
      sendTransfer({ from, to, amount: '1', network, tokenAddress: to, decimals: 6 }, neverCalled),
    ).rejects.toThrow('is not a token mint');
    // More SOL than the account holds: the chain refuses it and nothing moves.
    await expect(sendTransfer({ from, to, amount: '5', network }, signerFor(sender))).rejects.toThrow();
    expect(await chain.connection.getBalance(new PublicKey(to))).toBe(0);
  });
});
