// getProvider('solana')'s provider (src/connectors/solana/provider.ts) with web3.js transactions, a
// Wallet Standard wallet signing with a real key, and the local chain in its own process.
import { ed25519 } from '@noble/curves/ed25519';
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import { solanaLocalnet } from '../../src/chains/networks/solana';
import type { SolanaNetwork } from '../../src/chains/network-types';
import { parseTransaction, withSignature } from '../../src/chains/solana/transaction';
import type { StandardAccount, StandardWallet } from '../../src/chains/solana/wallet-standard-types';
import { createSolanaProvider, wireOf } from '../../src/connectors/solana/provider';
import { broadcast, type Signer } from '../../src/connectors/solana/signing';
import { startTestChain, type SolanaTestChain } from './testing';

let chain: SolanaTestChain;
let network: SolanaNetwork;
beforeAll(async () => {
  chain = await startTestChain();
  network = { ...solanaLocalnet, rpcUrls: { default: { http: [chain.solana.rpcUrl] } } };
});
afterAll(async () => {
  await chain.stop();
});

/** A Wallet Standard wallet over one keypair; `refuse` makes the next request fail as a user's reject (4001). */
function keyWallet(keypair: Keypair): { wallet: StandardWallet; account: StandardAccount; refuse(): void } {
  const secret = keypair.secretKey.slice(0, 32);
  const address = keypair.publicKey.toBase58();
  let refusing = false;
  const check = (): void => {
    if (refusing) {
      refusing = false;
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }
  };
  const sign = (wire: Uint8Array): Uint8Array =>
    withSignature(wire, address, ed25519.sign(parseTransaction(wire).message, secret));
  const account: StandardAccount = {
    address,
    publicKey: keypair.publicKey.toBytes(),
    chains: [network.caipNetworkId],
    features: [],
  };
  const wallet: StandardWallet = {
    name: 'Key Wallet',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    chains: [network.caipNetworkId],
    accounts: [account],
    features: {
      'solana:signMessage': {
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          check();
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, secret),
          }));
        },
      },
      'solana:signTransaction': {
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          check();
          return inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction) }));
        },
      },
      'solana:signAndSendTransaction': {
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          check();
          return Promise.all(
            inputs.map(async ({ transaction }) => {
              const signed = sign(transaction);
              await broadcast(network, signed);
              return { signature: parseTransaction(signed).signatures[0] };
            }),
          );
        },
      },
    },
  };
  return { wallet, account, refuse: () => (refusing = true) };
}

async function setup() {
  const keypair = await chain.fundedKeypair(3);
  const { wallet, account, refuse } = keyWallet(keypair);
  let signer: Signer | undefined = { wallet, account, network };
  const provider = createSolanaProvider({
    signer: () => signer,
    disconnect: async () => {
      signer = undefined;
    },
  });
  return { keypair, provider, refuse };
}

async function legacyTransfer(from: PublicKey, to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash } = await chain.connection.getLatestBlockhash();
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  );
}

async function versionedTransfer(
  from: PublicKey,
  to: PublicKey,
  lamports: number,
): Promise<VersionedTransaction> {
  const { blockhash } = await chain.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

describe("getProvider('solana') in AppKit's provider shape", () => {
  it('publicKey, signMessage (ed25519) and connect give the connected account', async () => {
    const { keypair, provider } = await setup();
    expect(provider.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58());
    expect(provider.publicKey?.equals(keypair.publicKey)).toBe(true);
    expect(provider.publicKey?.toBytes()).toEqual(keypair.publicKey.toBytes());
    expect(await provider.connect()).toBe(keypair.publicKey.toBase58());
    const message = new TextEncoder().encode('sign in to w3m');
    const signature = await provider.signMessage(message);
    expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true);
  });

  it('signTransaction signs a web3.js legacy Transaction and a VersionedTransaction in place', async () => {
    const { keypair, provider } = await setup();
    const to = Keypair.generate().publicKey;
    const legacy = await provider.signTransaction(await legacyTransfer(keypair.publicKey, to, 1_000_000));
    expect(legacy.verifySignatures()).toBe(true);
    const versioned = await provider.signTransaction(
      await versionedTransfer(keypair.publicKey, to, 2_000_000),
    );
    expect(
      ed25519.verify(
        versioned.signatures[0] as Uint8Array,
        versioned.message.serialize(),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true);
    await chain.connection.confirmTransaction(
      await chain.connection.sendRawTransaction(versioned.serialize()),
      'confirmed',
    );
    expect(await chain.connection.getBalance(to)).toBe(2_000_000);
  });

  it('sendTransaction (through a Connection) and signAndSendTransaction (through the wallet) land on chain', async () => {
    const { keypair, provider } = await setup();
    const to = Keypair.generate().publicKey;
    const first = await provider.sendTransaction(
      await legacyTransfer(keypair.publicKey, to, 5_000_000),
      chain.connection,
    );
    await chain.connection.confirmTransaction(first, 'confirmed');
    const second = await provider.signAndSendTransaction(
      await versionedTransfer(keypair.publicKey, to, 7_000_000),
    );
    await chain.connection.confirmTransaction(second, 'confirmed');
    expect(await chain.connection.getBalance(to)).toBe(12_000_000);
    const [signed] = await provider.signAllTransactions([
      wireOf(await versionedTransfer(keypair.publicKey, to, 1)),
    ]);
    expect(parseTransaction(signed as Uint8Array).signatures[0]?.some((byte) => byte !== 0)).toBe(true);
  });

  it('a refusal rejects with code 4001 and the rejection text; bad input and no connection are refused', async () => {
    const { keypair, provider, refuse } = await setup();
    refuse();
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 4001,
      message: 'You rejected the request in your wallet.',
    });
    await expect(provider.signTransaction({ not: 'a transaction' })).rejects.toThrow(
      'Expected a transaction',
    );
    await expect(provider.signMessage('text' as unknown as Uint8Array)).rejects.toThrow('Uint8Array');
    await expect(provider.signTransaction(new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(provider.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58());
    await provider.disconnect();
    expect(provider.publicKey).toBeUndefined();
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow('Connect a wallet first.');
  });
});
