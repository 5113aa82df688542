import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { createEsploraClient } from '../../src/chains/bip122/esplora';
import { createBitcoinProvider } from '../../src/chains/bip122/provider';
import { buildTransferPsbt } from '../../src/chains/bip122/transfer';
import type { BitcoinProvider, BitcoinWalletAdapter } from '../../src/chains/bip122/types';
import {
  createWalletConnectBitcoinWallet,
  type WalletConnectBitcoinLink,
} from '../../src/chains/bip122/walletconnect';
import { devBitcoinAccounts } from '../bitcoin/dev-keys';
import { startBitcoinEndpoint, type RunningBitcoinEndpoint } from '../bitcoin/server';
import { DevBitcoinSigner } from './bitcoin-signer';

// The bip122 side of WalletConnect (SPEC §7) without the relay: the kit's WalletConnect Bitcoin
// wallet and host provider, talking to the dev mobile wallet's Bitcoin signer on the real regtest
// endpoint (every request and answer goes through JSON, as over the relay), and to a wallet whose
// answers are malformed.

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const MESSAGE = 'Sign in over WalletConnect';
const [alice, bob] = devBitcoinAccounts();
if (!alice || !bob) throw new Error('two dev accounts expected');

let endpoint: RunningBitcoinEndpoint;
beforeAll(async () => {
  endpoint = await startBitcoinEndpoint({ port: 0 });
});
afterAll(() => endpoint.stop());

/** Every request the kit sent, as the wallet received it. */
type Sent = { method: string; params: unknown }[];

const json = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** A link whose wallet answers with `answer` (the dev signer by default). */
function link(answer?: (method: string, params: unknown) => unknown): {
  link: WalletConnectBitcoinLink;
  sent: Sent;
} {
  const signer = new DevBitcoinSigner(REGTEST, endpoint.url);
  const sent: Sent = [];
  return {
    sent,
    link: {
      chain: REGTEST,
      addresses: signer.addresses,
      peer: { name: 'Dev Mobile Wallet' },
      request: async (method, params) => {
        sent.push({ method, params: json(params) });
        return json(answer ? answer(method, params) : await signer.run(method, json(params)));
      },
      end: async () => undefined,
    },
  };
}

function hostProvider(wallet: BitcoinWalletAdapter): BitcoinProvider {
  const accounts = [
    { address: alice!.payment.address, purpose: 'payment' as const },
    { address: alice!.ordinals.address, purpose: 'ordinal' as const },
  ];
  return createBitcoinProvider({
    session: () => ({ wallet, accounts }),
    esplora: () => createEsploraClient(endpoint.url),
  });
}

describe('WalletConnect bip122 with the dev mobile wallet', () => {
  test('getAccountAddresses sends { account, intentions } and gives AppKit shapes (purpose, publicKey, path)', async () => {
    const { link: wc, sent } = link();
    const wallet = createWalletConnectBitcoinWallet(wc);
    expect(await wallet.connect()).toEqual([
      { address: alice.payment.address, purpose: 'payment' },
      { address: alice.ordinals.address, purpose: 'ordinal' },
    ]);
    expect(sent).toEqual([]);
    expect(await hostProvider(wallet).getAccountAddresses()).toEqual([
      {
        address: alice.payment.address,
        purpose: 'payment',
        publicKey: alice.payment.publicKey,
        path: alice.payment.path,
      },
      {
        address: alice.ordinals.address,
        purpose: 'ordinal',
        publicKey: alice.ordinals.publicKey,
        path: alice.ordinals.path,
      },
    ]);
    expect(sent).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: alice.payment.address, intentions: ['payment', 'ordinal'] },
      },
    ]);
  });

  test('signMessage: BIP-322 and legacy ECDSA signatures that verify', async () => {
    const { link: wc, sent } = link();
    const provider = hostProvider(createWalletConnectBitcoinWallet(wc));
    const address = alice.payment.address;
    const bip322 = await provider.signMessage({ address, message: MESSAGE });
    expect(Verifier.verifySignature(address, MESSAGE, bip322)).toBe(true);
    const legacy = await provider.signMessage({ address, message: MESSAGE, protocol: 'ecdsa' });
    expect(Verifier.verifySignature(address, MESSAGE, legacy)).toBe(true);
    expect(sent[0]).toEqual({
      method: 'signMessage',
      params: { account: address, address, message: MESSAGE, protocol: 'bip322' },
    });
  });

  test('sendTransfer: the wallet builds and broadcasts it; both balances change on the endpoint', async () => {
    const { link: wc, sent } = link();
    const provider = hostProvider(createWalletConnectBitcoinWallet(wc));
    const esplora = createEsploraClient(endpoint.url);
    const [fromBefore, toBefore] = await Promise.all([
      esplora.balance(alice.payment.address),
      esplora.balance(bob.payment.address),
    ]);
    const txid = await provider.sendTransfer({ amount: '100000', recipient: bob.payment.address });
    expect(sent).toEqual([
      {
        method: 'sendTransfer',
        params: { account: alice.payment.address, recipientAddress: bob.payment.address, amount: '100000' },
      },
    ]);
    const { fee } = (await (await fetch(`${endpoint.url}/tx/${txid}`)).json()) as { fee: number };
    expect(await esplora.balance(bob.payment.address)).toBe(toBefore + 100_000n);
    expect(await esplora.balance(alice.payment.address)).toBe(fromBefore - 100_000n - BigInt(fee));
  });

  test('signPSBT: the signed PSBT finalizes; with broadcast the kit sends it to the endpoint', async () => {
    const { link: wc, sent } = link();
    const provider = hostProvider(createWalletConnectBitcoinWallet(wc));
    const esplora = createEsploraClient(endpoint.url);
    const transfer = buildTransferPsbt({
      utxos: await esplora.utxos(alice.payment.address),
      from: alice.payment.address,
      to: bob.payment.address,
      amount: 30_000n,
      feeRate: 2,
    });
    const result = await provider.signPSBT({
      psbt: base64.encode(transfer.psbt),
      signInputs: transfer.inputIndexes.map((index) => ({ address: alice.payment.address, index })),
      broadcast: true,
    });
    expect(result.txid).toMatch(/^[0-9a-f]{64}$/);
    const signed = Transaction.fromPSBT(base64.decode(result.psbt));
    signed.finalize();
    expect(signed.id).toBe(result.txid);
    expect(sent[0]).toMatchObject({
      method: 'signPsbt',
      params: { account: alice.payment.address, psbt: base64.encode(transfer.psbt), broadcast: false },
    });
  });
});

describe('WalletConnect bip122: bad answers and bad requests are clear errors', () => {
  const address = alice.payment.address;

  test('getAccountAddresses: a malformed address, one of another network, no payment address, a wrong shape', async () => {
    const answers: unknown[] = [
      [{ address: 'bcrt1qnot-an-address', intention: 'payment' }],
      [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', intention: 'payment' }],
      [{ address: alice.ordinals.address, intention: 'ordinal' }],
      [{ address, publicKey: 'zz', intention: 'payment' }],
      { addresses: [address] },
      null,
    ];
    const errors: string[] = [];
    for (const answer of answers) {
      const provider = hostProvider(createWalletConnectBitcoinWallet(link(() => answer).link));
      errors.push(await provider.getAccountAddresses().then(String, (error: Error) => error.message));
    }
    expect(errors).toEqual([
      `The wallet's answer to getAccountAddresses is malformed: "bcrt1qnot-an-address" is not an address of ${REGTEST}`,
      `The wallet's answer to getAccountAddresses is malformed: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" is not an address of ${REGTEST}`,
      "The wallet's answer to getAccountAddresses is malformed: it lists no payment address",
      "The wallet's answer to getAccountAddresses is malformed: 0.publicKey: expected a hex public key",
      expect.stringMatching(/^The wallet's answer to getAccountAddresses is malformed: /),
      expect.stringMatching(/^The wallet's answer to getAccountAddresses is malformed: /),
    ]);
  });

  test('signMessage: a signature that is not base64, a missing one, or made by another address', async () => {
    const answers: unknown[] = [
      { address, signature: 'not base64!' },
      { address },
      { address: bob.payment.address, signature: 'AkcwRAIg' },
      'AkcwRAIg',
    ];
    const errors: string[] = [];
    for (const answer of answers) {
      const provider = hostProvider(createWalletConnectBitcoinWallet(link(() => answer).link));
      errors.push(
        await provider
          .signMessage({ address, message: MESSAGE })
          .then(String, (error: Error) => error.message),
      );
    }
    expect(errors).toEqual([
      "The wallet's answer to signMessage is malformed: signature: expected base64",
      expect.stringMatching(/^The wallet's answer to signMessage is malformed: signature: /),
      `The wallet's answer to signMessage is malformed: signed with "${bob.payment.address}", not ${address}`,
      expect.stringMatching(/^The wallet's answer to signMessage is malformed: /),
    ]);
  });

  test('sendTransfer: a txid that is not 64 hex digits; a bad recipient or amount never reaches the wallet', async () => {
    const bad = link(() => ({ txid: '0x1234' }));
    const provider = hostProvider(createWalletConnectBitcoinWallet(bad.link));
    await expect(provider.sendTransfer({ amount: '1000', recipient: bob.payment.address })).rejects.toThrow(
      "The wallet's answer to sendTransfer is malformed: txid: expected a 64-digit hex txid",
    );
    bad.sent.length = 0;
    await expect(
      provider.sendTransfer({ amount: '1000', recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
    ).rejects.toThrow('Not a valid Bitcoin address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"');
    await expect(provider.sendTransfer({ amount: '10', recipient: bob.payment.address })).rejects.toThrow(
      'Amount too small: at least 294 satoshis',
    );
    await expect(provider.sendTransfer({ amount: '0.5', recipient: bob.payment.address })).rejects.toThrow(
      'Invalid amount "0.5": expected satoshis as a string of digits',
    );
    expect(bad.sent).toEqual([]);
  });

  test('signPsbt: a PSBT that is not base64, not a PSBT, or of another transaction', async () => {
    const esplora = createEsploraClient(endpoint.url);
    const utxos = await esplora.utxos(alice.payment.address);
    const plan = { utxos, from: alice.payment.address, to: bob.payment.address, feeRate: 2 };
    const sentPsbt = buildTransferPsbt({ ...plan, amount: 10_000n });
    const otherPsbt = buildTransferPsbt({ ...plan, amount: 20_000n });
    const answers: unknown[] = [
      { psbt: '%%%' },
      { psbt: base64.encode(Uint8Array.of(1, 2, 3)) },
      { psbt: base64.encode(otherPsbt.psbt) },
      { psbt: base64.encode(sentPsbt.psbt), txid: 'nope' },
    ];
    const errors: string[] = [];
    for (const answer of answers) {
      const provider = hostProvider(createWalletConnectBitcoinWallet(link(() => answer).link));
      errors.push(
        await provider
          .signPSBT({ psbt: base64.encode(sentPsbt.psbt), signInputs: [{ address, index: 0 }] })
          .then(String, (error: Error) => error.message),
      );
    }
    const notACopy =
      "The wallet's answer to signPsbt is malformed: psbt is not a signed copy of the transaction sent";
    expect(errors).toEqual([
      "The wallet's answer to signPsbt is malformed: psbt: expected base64",
      notACopy,
      notACopy,
      "The wallet's answer to signPsbt is malformed: txid: expected a 64-digit hex txid",
    ]);
  });

  test('a session whose Bitcoin address is malformed is refused when the wallet is made', () => {
    expect(() => createWalletConnectBitcoinWallet({ ...link().link, addresses: ['bcrt1qbroken'] })).toThrow(
      `The wallet's answer to the session proposal is malformed: "bcrt1qbroken" is not an address of ${REGTEST}`,
    );
  });

  test('the wallet refusing a request: its JSON-RPC error (a plain object over the relay) becomes an Error with its message and code', async () => {
    const refusing = (reason: unknown) =>
      hostProvider(
        createWalletConnectBitcoinWallet({ ...link().link, request: () => Promise.reject(reason) }),
      );
    const rejected = await refusing({ code: 5000, message: 'User rejected.' })
      .signMessage({ address, message: MESSAGE })
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(Error);
    expect(rejected).toMatchObject({ message: 'User rejected.', code: 5000 });
    await expect(
      refusing(undefined).sendTransfer({ amount: '1000', recipient: bob.payment.address }),
    ).rejects.toThrow('The wallet refused sendTransfer');
  });
});
