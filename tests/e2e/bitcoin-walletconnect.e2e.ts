import type { Page } from 'puppeteer';
import { Verifier } from 'bip322-js';
import { base64 } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { getAddress } from 'viem';
import { z } from 'zod';
import type { AppKit } from '../../src/appkit/create-app-kit';
import { formatBtc } from '../../src/chains/bip122/units';
import { formatBalance } from '../../src/stores/format';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  decodeShownQr,
  pairWallet,
  shownUri,
  useRecordedTabs,
} from '../support/walletconnect';

// WalletConnect bip122 end to end: the Bitcoin host (www/bitcoin, `?walletconnect=1`) and the dev
// mobile wallet (/wallet/) in two browser contexts, paired through the stack's relay. The wallet
// signs with the Bitcoin dev keys and broadcasts to the stack's regtest endpoint, which checks
// every signature: an accepted transfer is a real, correctly signed transaction.

const MESSAGE = 'Sign in to the w3m-elements Bitcoin demo over WalletConnect';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const REGTEST_PARAMS = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

const { open } = useRecordedTabs();

function bitcoin() {
  const config = stackInfo().config.bitcoin;
  if (!config) throw new Error('The stack started no Bitcoin endpoint');
  return config;
}

const Stats = z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() });
/** An address's balance in satoshis, read straight from the endpoint. */
async function balanceOf(address: string): Promise<bigint> {
  const body = z
    .object({ chain_stats: Stats, mempool_stats: Stats })
    .parse(await (await fetch(`${bitcoin().url}/address/${address}`)).json());
  const sum = (s: z.infer<typeof Stats>) => s.funded_txo_sum - s.spent_txo_sum;
  return BigInt(sum(body.chain_stats) + sum(body.mempool_stats));
}

/** Starts a call of `getProvider('bip122')` in the page; a rejection comes back as `{ error }`. */
function providerCall<T>(page: Page, method: string, params?: unknown): Promise<T | { error: string }> {
  return page.evaluate(
    async (name: string, input: unknown) => {
      const provider = window.bitcoinDemoKit!.getProvider('bip122') as Record<
        string,
        (p?: unknown) => Promise<unknown>
      >;
      try {
        return (await provider[name]!(input)) as never;
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) } as never;
      }
    },
    method,
    params,
  );
}

async function ok<T>(call: Promise<T | { error: string }>): Promise<T> {
  const result = await call;
  if (typeof result === 'object' && result !== null && 'error' in result)
    throw new Error(String(result.error));
  return result as T;
}

/** Calls a provider method the wallet must approve, approves (or rejects) it there, and returns its answer. */
async function approved<T>(
  dapp: Page,
  wallet: Page,
  method: string,
  walletMethod: string,
  params: unknown,
  approve = true,
): Promise<T | { error: string }> {
  const call = providerCall<T>(dapp, method, params);
  await answerRequest(wallet, walletMethod, approve);
  return call;
}

/** Waits until the account button shows `expected` as the balance. */
async function waitForBalance(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (text: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="account-button-balance"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return find(document)?.textContent?.trim() === text;
    },
    { timeout: 20_000 },
    expected,
  );
}

const shownBalance = (sats: bigint): string => formatBalance(formatBtc(sats), 'BTC');

const connectedBitcoin = (page: Page) =>
  page.waitForFunction(() => window.bitcoinDemoKit?.getAccount('bip122').status === 'connected', {
    timeout: 30_000,
  });

/** Opens the host and the wallet, and pairs them from the QR code (decoded like a camera would). */
async function pairFromQr(path: string): Promise<{ dapp: Page; wallet: Page }> {
  const dapp = (await open(path)).page;
  const wallet = (await open('/wallet/')).page;
  await wallet.waitForFunction(
    () => document.querySelector('[data-testid="wc-wallet-status"]')?.textContent?.startsWith('Ready'),
    { timeout: 30_000 },
  );
  await dapp.waitForFunction(() => window.bitcoinDemoKit !== undefined);
  await clickWhenReady(dapp, 'connect-button');
  await clickWhenReady(dapp, 'wallet-selector-walletConnect');
  const uri = await shownUri(dapp);
  expect(await decodeShownQr(dapp)).toBe(uri);
  await pairWallet(wallet, uri);
  return { dapp, wallet };
}

describe('Bitcoin over WalletConnect with the dev mobile wallet', () => {
  test('connect from the QR code: the payment address and its balance show; getAccountAddresses, signMessage, sendTransfer and signPSBT go through the relay; a reload keeps the session', async () => {
    const [first, second] = bitcoin().accounts;
    const from = first!.payment.address;
    const to = second!.payment.address;
    const { dapp, wallet } = await pairFromQr('/bitcoin/?walletconnect=1');
    await connectedBitcoin(dapp);

    const account = await dapp.evaluate(() => window.bitcoinDemoKit!.getAccount('bip122'));
    expect(account.caipAddress).toBe(`${REGTEST}:${from}`);
    expect(account.allAccounts).toEqual([
      { namespace: 'bip122', address: from, type: 'payment' },
      { namespace: 'bip122', address: first!.ordinals.address, type: 'ordinal' },
    ]);
    expect(await dapp.evaluate(() => window.bitcoinDemoKit!.getWalletInfo()?.name)).toBe('Dev Mobile Wallet');
    await waitForBalance(dapp, shownBalance(await balanceOf(from)));

    // getAccountAddresses: the wallet answers with what only it knows (keys and paths).
    expect(await ok(providerCall(dapp, 'getAccountAddresses'))).toEqual([
      { address: from, purpose: 'payment', publicKey: first!.payment.publicKey, path: first!.payment.path },
      {
        address: first!.ordinals.address,
        purpose: 'ordinal',
        publicKey: first!.ordinals.publicKey,
        path: first!.ordinals.path,
      },
    ]);

    // signMessage: BIP-322 and legacy ECDSA signatures that verify; a rejection is the wallet's error.
    const bip322 = await ok(
      approved<string>(dapp, wallet, 'signMessage', 'signMessage', { address: from, message: MESSAGE }),
    );
    expect(Verifier.verifySignature(from, MESSAGE, bip322)).toBe(true);
    expect(Verifier.verifySignature(from, `${MESSAGE}.`, bip322)).toBe(false);
    const legacy = await ok(
      approved<string>(dapp, wallet, 'signMessage', 'signMessage', {
        address: from,
        message: MESSAGE,
        protocol: 'ecdsa',
      }),
    );
    expect(Verifier.verifySignature(from, MESSAGE, legacy)).toBe(true);
    expect(
      await approved(dapp, wallet, 'signMessage', 'signMessage', { address: from, message: MESSAGE }, false),
    ).toEqual({ error: 'User rejected.' });

    // sendTransfer: the wallet builds, signs and broadcasts 0.001 BTC; both balances change.
    const [fromBefore, toBefore] = [await balanceOf(from), await balanceOf(to)];
    const txid = await ok(
      approved<string>(dapp, wallet, 'sendTransfer', 'sendTransfer', { amount: '100000', recipient: to }),
    );
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const { fee } = z
      .object({ fee: z.number() })
      .parse(await (await fetch(`${bitcoin().url}/tx/${txid}`)).json());
    expect(await balanceOf(to)).toBe(toBefore + 100_000n);
    expect(await balanceOf(from)).toBe(fromBefore - 100_000n - BigInt(fee));
    await waitForBalance(dapp, shownBalance(fromBefore - 100_000n - BigInt(fee)));
    // A bad recipient never reaches the wallet.
    expect(
      await providerCall(dapp, 'sendTransfer', {
        amount: '1000',
        recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    ).toEqual({ error: 'Not a valid Bitcoin address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"' });

    // signPSBT: the wallet signs a P2WPKH input; with broadcast the kit sends it to the endpoint.
    const [coin] = z
      .array(z.object({ txid: z.string(), vout: z.number(), value: z.number() }))
      .parse(await (await fetch(`${bitcoin().url}/address/${from}/utxo`)).json())
      .sort((a, b) => b.value - a.value);
    const psbt = new Transaction();
    psbt.addInput({
      txid: coin!.txid,
      index: coin!.vout,
      witnessUtxo: {
        script: OutScript.encode(Address(REGTEST_PARAMS).decode(from)),
        amount: BigInt(coin!.value),
      },
    });
    psbt.addOutputAddress(to, 20_000n, REGTEST_PARAMS);
    psbt.addOutputAddress(from, BigInt(coin!.value) - 20_000n - 1_000n, REGTEST_PARAMS);
    const signed = await ok(
      approved<{ psbt: string; txid?: string }>(dapp, wallet, 'signPSBT', 'signPsbt', {
        psbt: base64.encode(psbt.toPSBT()),
        signInputs: [{ address: from, index: 0 }],
        broadcast: true,
      }),
    );
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/);
    const finalized = Transaction.fromPSBT(base64.decode(signed.psbt));
    finalized.finalize();
    expect(finalized.id).toBe(signed.txid);
    expect((await fetch(`${bitcoin().url}/tx/${signed.txid}`)).status).toBe(200);

    // A reload restores the session without a prompt.
    await dapp.reload({ waitUntil: 'load' });
    await connectedBitcoin(dapp);
    expect(await dapp.evaluate(() => window.bitcoinDemoKit!.getAccount('bip122').address)).toBe(from);
    await waitForBalance(dapp, shownBalance(await balanceOf(from)));
  });

  test('one session carries eip155 and bip122: both namespaces connect, and each answers its own requests', async () => {
    const [first] = bitcoin().accounts;
    const { dapp, wallet } = await pairFromQr('/bitcoin/?walletconnect=1&evm=1');
    await connectedBitcoin(dapp);
    await dapp.waitForFunction(() => window.bitcoinDemoKit?.getAccount('eip155').status === 'connected', {
      timeout: 30_000,
    });
    const accounts = await dapp.evaluate(() => ({
      evm: window.bitcoinDemoKit!.getAccount('eip155').address,
      btc: window.bitcoinDemoKit!.getAccount('bip122').address,
    }));
    expect(accounts).toEqual({
      evm: getAddress(stackInfo().config.accounts[0]!),
      btc: first!.payment.address,
    });
    const signature = await ok(
      approved<string>(dapp, wallet, 'signMessage', 'signMessage', {
        address: first!.payment.address,
        message: MESSAGE,
      }),
    );
    expect(Verifier.verifySignature(first!.payment.address, MESSAGE, signature)).toBe(true);

    // disconnect('bip122') drops only Bitcoin from the kit's view: the session goes on for eip155.
    await dapp.evaluate(() => window.bitcoinDemoKit!.disconnect('bip122'));
    expect(await dapp.evaluate(() => window.bitcoinDemoKit!.getAccount('eip155').status)).toBe('connected');
    expect(await dapp.evaluate(() => window.bitcoinDemoKit!.getAccount('bip122').status)).toBe(
      'disconnected',
    );
    const evmSigning = dapp.evaluate(async (address: string) => {
      const provider = window.bitcoinDemoKit!.getProvider('eip155') as {
        request(args: { method: string; params: unknown[] }): Promise<string>;
      };
      return provider.request({ method: 'personal_sign', params: ['0x6869', address] });
    }, accounts.evm!);
    await answerRequest(wallet, 'personal_sign', true);
    expect(await evmSigning).toMatch(/^0x[0-9a-f]{130}$/);
  });
});

declare global {
  interface Window {
    bitcoinDemoKit?: AppKit;
  }
}
