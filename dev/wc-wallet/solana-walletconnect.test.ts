import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { solanaLocalnet } from '../../src/chains/networks/solana';
import type { SolanaNetwork } from '../../src/chains/network-types';
import { createSolanaProvider, type SolanaProvider } from '../../src/connectors/solana/provider';
import { createWalletConnectSolanaWallet } from '../../src/connectors/solana/walletconnect-wallet';
import type { WalletConnectNamespaceLink } from '../../src/connectors/walletconnect/namespace-handlers';
import { devSolanaKeypair } from '../solana/dev-keys';
import { startTestChain, type SolanaTestChain } from '../solana/testing';
import { DevSolanaSigner } from './solana-signer';

// The solana side of WalletConnect (SPEC §7) without the relay: the kit's WalletConnect Solana
// wallet behind the host provider, talking to the dev mobile wallet's Solana signer on the real
// local chain (every request and answer goes through JSON, as over the relay), and to wallets
// whose answers are malformed.

const MESSAGE = new TextEncoder().encode('Sign in over WalletConnect (Solana)');
const dev = devSolanaKeypair(0);
const ADDRESS = dev.publicKey.toBase58();

let chain: SolanaTestChain;
let network: SolanaNetwork;
beforeAll(async () => {
  chain = await startTestChain();
  network = { ...solanaLocalnet, rpcUrls: { default: { http: [chain.solana.rpcUrl] } } };
});
afterAll(async () => {
  await chain.stop();
});

type Sent = { method: string; params: unknown }[];
const json = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** A link whose wallet answers with `answer` (the dev signer by default). */
function link(answer?: (method: string, params: unknown) => unknown): {
  link: WalletConnectNamespaceLink;
  sent: Sent;
} {
  const signer = new DevSolanaSigner(network.caipNetworkId, chain.solana.rpcUrl);
  const sent: Sent = [];
  return {
    sent,
    link: {
      chain: network.caipNetworkId,
      addresses: [signer.address],
      peer: { name: 'Dev Mobile Wallet' },
      request: async (method, params) => {
        sent.push({ method, params: json(params) });
        return json(answer ? await answer(method, params) : await signer.run(method, json(params)));
      },
      end: async () => undefined,
    },
  };
}

function hostProvider(wc: WalletConnectNamespaceLink): SolanaProvider {
  const wallet = createWalletConnectSolanaWallet(wc);
  const account = wallet.accounts[0]!;
  return createSolanaProvider({
    signer: () => ({ wallet, account, network }),
    disconnect: async () => undefined,
  });
}

async function transfer(to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash } = await chain.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: dev.publicKey, recentBlockhash: blockhash });
  transaction.add(SystemProgram.transfer({ fromPubkey: dev.publicKey, toPubkey: to, lamports }));
  return transaction;
}

async function error(call: Promise<unknown>): Promise<{ message: string; code?: unknown }> {
  try {
    await call;
  } catch (caught) {
    return { message: (caught as Error).message, code: (caught as { code?: unknown }).code };
  }
  throw new Error('expected the call to fail');
}

describe('WalletConnect solana with the dev mobile wallet', () => {
  test('signMessage sends { message (base58), pubkey } and gives a signature that verifies (ed25519)', async () => {
    const { link: wc, sent } = link();
    const signature = await hostProvider(wc).signMessage(MESSAGE);
    expect(ed25519.verify(signature, MESSAGE, dev.publicKey.toBytes())).toBe(true);
    expect(sent).toEqual([
      { method: 'solana_signMessage', params: { message: base58.encode(MESSAGE), pubkey: ADDRESS } },
    ]);
  });

  test('signAndSendTransaction: the wallet signs and sends through the local validator; the balance moves', async () => {
    const { link: wc, sent } = link();
    const receiver = Keypair.generate().publicKey;
    const transaction = await transfer(receiver, 0.25 * LAMPORTS_PER_SOL);
    const signature = await hostProvider(wc).signAndSendTransaction(transaction);
    const latest = await chain.connection.getLatestBlockhash();
    await chain.connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    expect(await chain.connection.getBalance(receiver)).toBe(0.25 * LAMPORTS_PER_SOL);
    expect(sent[0]?.method).toBe('solana_signAndSendTransaction');
    expect(sent[0]?.params).toMatchObject({
      transaction: base64.encode(transaction.serialize({ requireAllSignatures: false })),
    });
  });

  test('signTransaction signs a legacy and a versioned transaction the host then broadcasts', async () => {
    const { link: wc } = link();
    const provider = hostProvider(wc);
    const receiver = Keypair.generate().publicKey;
    const legacy = await provider.signTransaction(await transfer(receiver, 1000));
    expect(legacy.verifySignatures()).toBe(true);
    const { blockhash } = await chain.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: dev.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: dev.publicKey,
          toPubkey: receiver,
          lamports: 0.01 * LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message();
    const versioned = await provider.signTransaction(new VersionedTransaction(message));
    const signature = await chain.connection.sendRawTransaction(versioned.serialize());
    const latest = await chain.connection.getLatestBlockhash();
    await chain.connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    expect(await chain.connection.getBalance(receiver)).toBe(0.01 * LAMPORTS_PER_SOL);
  });

  test("a refusal keeps the wallet's meaning: code 4001 and the rejection text", async () => {
    const { link: wc } = link(() => Promise.reject({ code: 5000, message: 'User rejected.' }));
    expect(await error(hostProvider(wc).signMessage(MESSAGE))).toEqual({
      message: 'You rejected the request in your wallet.',
      code: 4001,
    });
  });
});

describe('WalletConnect solana: malformed wallet answers become clear errors', () => {
  const otherKey = Keypair.generate();
  const cases: [string, (provider: SolanaProvider) => Promise<unknown>, unknown, string][] = [
    [
      'a signMessage answer without a signature',
      (provider) => provider.signMessage(MESSAGE),
      { sig: 'x' },
      "The wallet's answer to solana_signMessage is malformed: signature: Invalid input: expected string, received undefined",
    ],
    [
      'a signature that is not base58 of 64 bytes',
      (provider) => provider.signMessage(MESSAGE),
      { signature: base58.encode(new Uint8Array(32)) },
      "The wallet's answer to solana_signMessage is malformed: signature: expected a base58 64-byte signature",
    ],
    [
      "another key's signature",
      (provider) => provider.signMessage(MESSAGE),
      { signature: base58.encode(ed25519.sign(MESSAGE, otherKey.secretKey.slice(0, 32))) },
      `The wallet's answer to solana_signMessage is malformed: the signature does not verify for ${ADDRESS}`,
    ],
    [
      'a signTransaction answer with neither signature nor transaction',
      async (provider) => provider.signTransaction(await transfer(otherKey.publicKey, 1000)),
      {},
      "The wallet's answer to solana_signTransaction is malformed: it has neither signature nor transaction",
    ],
    [
      'a signed copy of another transaction',
      async (provider) => provider.signTransaction(await transfer(otherKey.publicKey, 1000)),
      'OTHER_TRANSACTION',
      "The wallet's answer to solana_signTransaction is malformed: transaction is not a signed copy of the transaction sent",
    ],
    [
      'a transaction that is not base64',
      async (provider) => provider.signTransaction(await transfer(otherKey.publicKey, 1000)),
      { transaction: '%%%' },
      "The wallet's answer to solana_signTransaction is malformed: transaction: expected a base64 transaction",
    ],
    [
      'a signAndSend signature that is not of the transaction',
      async (provider) => provider.signAndSendTransaction(await transfer(otherKey.publicKey, 1000)),
      { signature: base58.encode(ed25519.sign(MESSAGE, dev.secretKey.slice(0, 32))) },
      `The wallet's answer to solana_signAndSendTransaction is malformed: the signature does not verify for ${ADDRESS}`,
    ],
    [
      'a signAndSend answer that is a bare string',
      async (provider) => provider.signAndSendTransaction(await transfer(otherKey.publicKey, 1000)),
      'abc',
      "The wallet's answer to solana_signAndSendTransaction is malformed: Invalid input: expected object, received string",
    ],
  ];

  test.each(cases)('%s', async (_, call, answer, message) => {
    const signer = new DevSolanaSigner(network.caipNetworkId, chain.solana.rpcUrl);
    const { link: wc } = link(async (method, params) => {
      if (answer !== 'OTHER_TRANSACTION') return answer;
      // The dev wallet's real signature, over a transaction with another amount.
      const other = await transfer(otherKey.publicKey, 999);
      return signer.run(method, {
        ...(params as object),
        transaction: base64.encode(other.serialize({ requireAllSignatures: false })),
      });
    });
    expect((await error(call(hostProvider(wc)))).message).toBe(message);
  });

  test('a session account that is not a Solana public key is refused when the session is taken', () => {
    const { link: wc } = link();
    expect(() =>
      createWalletConnectSolanaWallet({ ...wc, addresses: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }),
    ).toThrow('"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" is not a base58 Solana address');
  });

  test('the dev wallet refuses a message to sign that is not base58, and a stranger pubkey', async () => {
    const signer = new DevSolanaSigner(network.caipNetworkId, chain.solana.rpcUrl);
    expect(await error(signer.run('solana_signMessage', { message: '0OIl', pubkey: ADDRESS }))).toEqual({
      message: 'solana_signMessage: message (base58) is not valid',
      code: -32602,
    });
    expect(
      await error(
        signer.run('solana_signMessage', { message: 'abc', pubkey: otherKey.publicKey.toBase58() }),
      ),
    ).toMatchObject({ code: -32602 });
    expect(await signer.run('solana_getAccounts', {})).toEqual([{ pubkey: ADDRESS }]);
  });
});
