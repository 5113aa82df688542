import { base64 } from '@scure/base';
import type { Wallet } from '@wallet-standard/base';
import { Verifier } from 'bip322-js';
import { createEsploraClient, EsploraError } from '../../src/chains/bip122/esplora';
import { createBitcoinProvider } from '../../src/chains/bip122/provider';
import { buildTransferPsbt, finalizePsbt } from '../../src/chains/bip122/transfer';
import type { BitcoinAccountAddress, BitcoinWalletAdapter } from '../../src/chains/bip122/types';
import { findSatsConnectWallets, satsConnectAdapter } from '../../src/chains/bip122/sats-connect';
import { walletStandardAdapter } from '../../src/chains/bip122/wallet-standard';
import { devBitcoinAccounts } from '../bitcoin/dev-keys';
import { startBitcoinEndpoint, type RunningBitcoinEndpoint } from '../bitcoin/server';
import { PolicyApprover } from '../wallet/approver';
import { DEV_SATS_CONNECT_NAME, DEV_SATS_CONNECT_PATH, satsConnectProvider } from './sats-connect';
import { createDevBitcoinWallet } from './wallet';

// The Bitcoin client's parts (Esplora client, transfer PSBTs, the host provider, the Wallet
// Standard adapter) against the real regtest endpoint and the Dev Bitcoin Wallet, in Node.

const [alice, bob] = devBitcoinAccounts();
if (!alice || !bob) throw new Error('two dev accounts expected');

let endpoint: RunningBitcoinEndpoint;
beforeAll(async () => {
  endpoint = await startBitcoinEndpoint({ port: 0 });
});
afterAll(() => endpoint.stop());

function devWallet(policy = { autoApprove: true, rejectAll: false }) {
  return createDevBitcoinWallet(
    new PolicyApprover(() => policy),
    { authorized: false, accountIndex: 0 },
    () => undefined,
  );
}

async function connected(): Promise<{ wallet: BitcoinWalletAdapter; accounts: BitcoinAccountAddress[] }> {
  const wallet = walletStandardAdapter(devWallet().wallet as unknown as Wallet);
  return { wallet, accounts: await wallet.connect() };
}

describe('Esplora client', () => {
  test('reads balance, UTXOs and fee rates of the regtest endpoint', async () => {
    const esplora = createEsploraClient(endpoint.url);
    expect(await esplora.balance(alice.payment.address)).toBe(150_000_000n);
    expect((await esplora.utxos(alice.payment.address)).map((utxo) => utxo.value).sort()).toEqual([
      100_000_000, 50_000_000,
    ]);
    expect(await esplora.feeRate(3)).toBeGreaterThan(0);
  });

  test('an error status and an unreachable API are clear errors', async () => {
    const esplora = createEsploraClient(endpoint.url);
    await expect(esplora.balance('not-an-address')).rejects.toThrow('Invalid regtest Bitcoin address');
    await expect(esplora.broadcast('00')).rejects.toBeInstanceOf(EsploraError);
    await expect(createEsploraClient('http://127.0.0.1:9').balance(alice.payment.address)).rejects.toThrow(
      'Esplora API at http://127.0.0.1:9 unreachable',
    );
  });
});

describe('transfer PSBTs', () => {
  test('refuse a dust amount, a receiver of another network and more than the balance', async () => {
    const utxos = await createEsploraClient(endpoint.url).utxos(alice.payment.address);
    const plan = { utxos, from: alice.payment.address, to: bob.payment.address, amount: 10_000n, feeRate: 2 };
    expect(buildTransferPsbt(plan).inputIndexes.length).toBeGreaterThan(0);
    expect(() => buildTransferPsbt({ ...plan, amount: 100n })).toThrow(
      'Amount too small: at least 294 satoshis',
    );
    expect(() => buildTransferPsbt({ ...plan, to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).toThrow(
      'Not a valid Bitcoin address',
    );
    expect(() => buildTransferPsbt({ ...plan, amount: 200_000_000n })).toThrow(
      'Insufficient balance: 150000000 satoshis cannot pay 200000000 plus the network fee',
    );
    expect(() => finalizePsbt(buildTransferPsbt(plan).psbt)).toThrow('The PSBT cannot be finalized');
  });
});

describe('host provider over the Dev Bitcoin Wallet (Wallet Standard)', () => {
  const provider = (session: { wallet: BitcoinWalletAdapter; accounts: BitcoinAccountAddress[] }) =>
    createBitcoinProvider({ session: () => session, esplora: () => createEsploraClient(endpoint.url) });

  test('getAccountAddresses lists payment first, then ordinals', async () => {
    const session = await connected();
    expect((await provider(session).getAccountAddresses()).map((a) => [a.address, a.purpose])).toEqual([
      [alice.payment.address, 'payment'],
      [alice.ordinals.address, 'ordinal'],
    ]);
  });

  test('sendTransfer pays the receiver exactly and the endpoint accepts it', async () => {
    const esplora = createEsploraClient(endpoint.url);
    const before = await esplora.balance(bob.payment.address);
    const txid = await provider(await connected()).sendTransfer({
      amount: '100000',
      recipient: bob.payment.address,
    });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await esplora.balance(bob.payment.address)).toBe(before + 100_000n);
  });

  test('signMessage gives BIP-322 by default and legacy ECDSA on request', async () => {
    const host = provider(await connected());
    const message = 'hello';
    const bip322 = await host.signMessage({ address: alice.payment.address, message });
    const legacy = await host.signMessage({ address: alice.payment.address, message, protocol: 'ecdsa' });
    expect(Verifier.verifySignature(alice.payment.address, message, bip322)).toBe(true);
    expect(Verifier.verifySignature(alice.payment.address, message, legacy)).toBe(true);
    expect(base64.decode(legacy)).toHaveLength(65);
  });

  test('checks every parameter before the wallet sees it', async () => {
    const host = provider(await connected());
    await expect(host.sendTransfer({ amount: '-1', recipient: bob.payment.address })).rejects.toThrow(
      'Invalid amount "-1": expected satoshis as a string of digits',
    );
    await expect(host.sendTransfer(null as never)).rejects.toThrow(
      'sendTransfer expects an object parameter',
    );
    await expect(host.signMessage({ address: alice.payment.address, message: 42 as never })).rejects.toThrow(
      'signMessage: message must be a string',
    );
    await expect(host.signPSBT({ psbt: '', signInputs: [] })).rejects.toThrow(
      'signPSBT: psbt must be a base64 string',
    );
  });

  test('a rejection in the wallet reaches the host as the wallet said it', async () => {
    const dev = devWallet({ autoApprove: true, rejectAll: false });
    const wallet = walletStandardAdapter(dev.wallet as unknown as Wallet);
    const accounts = await wallet.connect();
    const rejecting = walletStandardAdapter(
      createDevBitcoinWallet(
        new PolicyApprover(() => ({ autoApprove: false, rejectAll: true })),
        { authorized: true, accountIndex: 0 },
        () => undefined,
      ).wallet as unknown as Wallet,
    );
    await expect(
      provider({ wallet: rejecting, accounts }).signMessage({ address: alice.payment.address, message: 'x' }),
    ).rejects.toThrow('User rejected the request.');
  });
});

describe('Sats Connect wallets', () => {
  const page = () => {
    const dev = devWallet();
    const win = {
      devBitcoinSatsConnect: { BitcoinProvider: satsConnectProvider(dev) },
      btc_providers: [
        { id: DEV_SATS_CONNECT_PATH, name: DEV_SATS_CONNECT_NAME },
        { id: 'missing.Provider', name: 'Gone' },
        42,
      ],
    };
    return win;
  };

  test('are found from window.btc_providers (entries without a provider skipped) and connect, sign and send', async () => {
    const found = findSatsConnectWallets(page());
    expect(found.map((wallet) => wallet.name)).toEqual([DEV_SATS_CONNECT_NAME]);
    const wallet = satsConnectAdapter(found[0]!);
    expect(await wallet.restore()).toBeUndefined();
    const accounts = await wallet.connect();
    expect(accounts.map((a) => [a.address, a.purpose])).toEqual([
      [alice.payment.address, 'payment'],
      [alice.ordinals.address, 'ordinal'],
    ]);
    expect((await wallet.restore())?.map((a) => a.address)).toEqual([
      alice.payment.address,
      alice.ordinals.address,
    ]);
    const host = createBitcoinProvider({
      session: () => ({ wallet, accounts }),
      esplora: () => createEsploraClient(endpoint.url),
    });
    const legacy = await host.signMessage({
      address: alice.payment.address,
      message: 'sats',
      protocol: 'ecdsa',
    });
    expect(Verifier.verifySignature(alice.payment.address, 'sats', legacy)).toBe(true);
    const bip322 = await host.signMessage({ address: alice.payment.address, message: 'sats' });
    expect(Verifier.verifySignature(alice.payment.address, 'sats', bip322)).toBe(true);
    const before = await createEsploraClient(endpoint.url).balance(bob.payment.address);
    await host.sendTransfer({ amount: '5000', recipient: bob.payment.address });
    expect(await createEsploraClient(endpoint.url).balance(bob.payment.address)).toBe(before + 5_000n);
  });

  test('a wallet error keeps its message and code', async () => {
    const dev = createDevBitcoinWallet(
      new PolicyApprover(() => ({ autoApprove: false, rejectAll: true })),
      { authorized: false, accountIndex: 0 },
      () => undefined,
    );
    const [found] = findSatsConnectWallets({
      x: { p: satsConnectProvider(dev) },
      btc_providers: [{ id: 'x.p', name: 'Rejecting' }],
    });
    await expect(satsConnectAdapter(found!).connect()).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: -32000,
    });
  });
});
