import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer';
import { Verifier } from 'bip322-js';
import { base64 } from '@scure/base';
import { OutScript, Address, Transaction } from '@scure/btc-signer';
import { z } from 'zod';
import type { DevBitcoinWalletControl } from '../../dev/bitcoin-wallet/index';
import type { AppKit } from '../../src/appkit/create-app-kit';
import { formatBtc } from '../../src/chains/bip122/units';
import { formatBalance } from '../../src/stores/format';
import { isLocalUrl, useFreshContexts } from '../support/browser';
import { byTestId, pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Bitcoin end to end: the Bitcoin host page (www/bitcoin) with the Dev Bitcoin Wallet (Wallet
// Standard) against the stack's regtest Esplora endpoint. The endpoint checks every signature, so
// an accepted broadcast is a real, correctly signed transaction.

const WALLET = 'Dev Bitcoin Wallet';
const MESSAGE = 'Sign in to the w3m-elements Bitcoin demo';
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

const freshContext = useFreshContexts();

function devAccounts() {
  const bitcoin = stackInfo().config.bitcoin;
  if (!bitcoin) throw new Error('The stack started no Bitcoin endpoint');
  return { url: bitcoin.url, accounts: bitcoin.accounts };
}

const Stats = z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() });
/** An address's balance in satoshis, read straight from the endpoint. */
async function balanceOf(address: string): Promise<bigint> {
  const body = z
    .object({ chain_stats: Stats, mempool_stats: Stats })
    .parse(await (await fetch(`${devAccounts().url}/address/${address}`)).json());
  const sum = (s: z.infer<typeof Stats>) => s.funded_txo_sum - s.spent_txo_sum;
  return BigInt(sum(body.chain_stats) + sum(body.mempool_stats));
}

async function txFee(txid: string): Promise<bigint> {
  const response = await fetch(`${devAccounts().url}/tx/${txid}`);
  if (!response.ok) throw new Error(`the endpoint does not know ${txid}: ${await response.text()}`);
  return BigInt(z.object({ fee: z.number() }).parse(await response.json()).fee);
}

interface Opened {
  page: Page;
  pageErrors: string[];
  /** Bodies of the JavaScript files the page loaded, by URL. */
  scripts: Map<string, Promise<string>>;
}

/** Opens a demo page in a fresh context, with the Dev Bitcoin Wallet approving everything. */
async function open(path: string, walletConfig: object = { autoApprove: true }): Promise<Opened> {
  const { urls, config } = stackInfo();
  const context = await freshContext();
  const page = await context.newPage();
  const opened: Opened = { page, pageErrors: [], scripts: new Map() };
  page.on('pageerror', (error) =>
    opened.pageErrors.push(error instanceof Error ? error.message : String(error)),
  );
  page.on('response', (response: HTTPResponse) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname))
      // A body can no longer be read once its page reloaded: such a script counts as empty.
      opened.scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    // build/site/dev-config.json is shared by every stack started from this tree: answer with this run's.
    if (new URL(request.url()).pathname === '/dev-config.json') {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(config),
      });
    }
    if (isLocalUrl(request.url())) return void request.continue();
    void request.abort('blockedbyclient');
  });
  await page.evaluateOnNewDocument((value: string) => {
    localStorage.setItem('dev-bitcoin-wallet:config', value);
    // The pages' strict CSP must hold: no eval (zod's classic JIT probe was one) and no inline script.
    const blocked: string[] = [];
    Object.assign(window, { __cspBlocked: blocked });
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI));
  }, JSON.stringify(walletConfig));
  await page.goto(new URL(path, urls.demo).href, { waitUntil: 'load' });
  return opened;
}

/** Calls a method of `getProvider('bip122')` in the page; a rejection comes back as `{ error }`. */
async function providerCall<T>(page: Page, method: string, params?: unknown): Promise<T | { error: string }> {
  await page.waitForFunction(() => window.bitcoinDemoKit !== undefined);
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

/** Waits until the account button shows `expected` as the balance. */
async function waitForBalance(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (selector: string, text: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return find(document)?.textContent?.trim() === text;
    },
    {},
    '[data-testid="account-button-balance"]',
    expected,
  );
}

const shownBalance = async (address: string): Promise<string> =>
  formatBalance(formatBtc(await balanceOf(address)), 'BTC');

/** Connects the Dev Bitcoin Wallet (or another listed wallet) through the Connect view. */
async function connect(page: Page, wallet = WALLET): Promise<void> {
  await pressTestId(page, 'connect-button');
  await page.waitForSelector(byTestId(`wallet-selector-${wallet}`), { visible: true });
  await pressTestId(page, `wallet-selector-${wallet}`);
  await page.waitForFunction(() => window.bitcoinDemoKit?.getAccount('bip122').status === 'connected');
}

describe('Bitcoin with the Dev Bitcoin Wallet', () => {
  test('connects from the Connect view: the payment address is active, ordinals listed, the balance shows; a reload keeps the connection', async () => {
    const { page, pageErrors } = await open('/bitcoin/');
    const [first] = devAccounts().accounts;
    await connect(page);
    const account = await page.evaluate(() => window.bitcoinDemoKit!.getAccount('bip122'));
    expect(account.address).toBe(first!.payment.address);
    expect(account.caipAddress).toBe(`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${first!.payment.address}`);
    expect(account.allAccounts).toEqual([
      { namespace: 'bip122', address: first!.payment.address, type: 'payment' },
      { namespace: 'bip122', address: first!.ordinals.address, type: 'ordinal' },
    ]);
    await waitForBalance(page, await shownBalance(first!.payment.address));
    expect(await ok(providerCall(page, 'getAccountAddresses'))).toEqual([
      { address: first!.payment.address, purpose: 'payment', publicKey: first!.payment.publicKey },
      { address: first!.ordinals.address, purpose: 'ordinal', publicKey: first!.ordinals.publicKey.slice(2) },
    ]);

    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.bitcoinDemoKit?.getAccount('bip122').status === 'connected');
    expect(await page.evaluate(() => window.bitcoinDemoKit!.getAccount('bip122').address)).toBe(
      first!.payment.address,
    );
    await waitForBalance(page, await shownBalance(first!.payment.address));
    expect(pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspBlocked: string[] }).__cspBlocked)).toEqual(
      [],
    );
  });

  test('signMessage: a BIP-322 and a legacy ECDSA signature verify for the payment address; bad input and a rejection are clear errors', async () => {
    const { page } = await open('/bitcoin/');
    const [first, second] = devAccounts().accounts;
    await connect(page);
    const address = first!.payment.address;
    const bip322 = await ok(providerCall<string>(page, 'signMessage', { address, message: MESSAGE }));
    expect(Verifier.verifySignature(address, MESSAGE, bip322)).toBe(true);
    expect(Verifier.verifySignature(address, `${MESSAGE}.`, bip322)).toBe(false);
    const legacy = await ok(
      providerCall<string>(page, 'signMessage', { address, message: MESSAGE, protocol: 'ecdsa' }),
    );
    expect(Buffer.from(legacy, 'base64')).toHaveLength(65);
    expect(Verifier.verifySignature(address, MESSAGE, legacy)).toBe(true);
    const ordinals = await ok(
      providerCall<string>(page, 'signMessage', { address: first!.ordinals.address, message: MESSAGE }),
    );
    expect(Verifier.verifySignature(first!.ordinals.address, MESSAGE, ordinals)).toBe(true);

    expect(
      await providerCall(page, 'signMessage', { address: second!.payment.address, message: MESSAGE }),
    ).toEqual({
      error: `signMessage: "${second!.payment.address}" is not an address of the connected wallet`,
    });
    expect(
      await providerCall(page, 'signMessage', { address, message: MESSAGE, protocol: 'schnorr' }),
    ).toEqual({
      error: 'signMessage: protocol must be "bip322" or "ecdsa", not "schnorr"',
    });
    await page.evaluate(() => window.devBitcoinWallet!.configure({ rejectAll: true }));
    expect(await providerCall(page, 'signMessage', { address, message: MESSAGE })).toEqual({
      error: 'User rejected the request.',
    });
  });

  test('sendTransfer of 0.001 BTC to another dev address is accepted by the endpoint; both balances change', async () => {
    const { page } = await open('/bitcoin/');
    const [first, second] = devAccounts().accounts;
    await connect(page);
    const from = first!.payment.address;
    const to = second!.payment.address;
    const [fromBefore, toBefore] = [await balanceOf(from), await balanceOf(to)];
    await waitForBalance(page, formatBalance(formatBtc(fromBefore), 'BTC'));

    const txid = await ok(providerCall<string>(page, 'sendTransfer', { amount: '100000', recipient: to }));
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const fee = await txFee(txid);
    expect(fee).toBeGreaterThan(0n);
    expect(await balanceOf(to)).toBe(toBefore + 100_000n);
    expect(await balanceOf(from)).toBe(fromBefore - 100_000n - fee);
    // The account button follows the broadcast.
    await waitForBalance(page, formatBalance(formatBtc(fromBefore - 100_000n - fee), 'BTC'));

    expect(await providerCall(page, 'sendTransfer', { amount: '0.001', recipient: to })).toEqual({
      error: 'Invalid amount "0.001": expected satoshis as a string of digits',
    });
    expect(await providerCall(page, 'sendTransfer', { amount: '1000', recipient: 'bc1qnotregtest' })).toEqual(
      {
        error: 'Not a valid Bitcoin address: "bc1qnotregtest"',
      },
    );
    expect(await providerCall(page, 'sendTransfer', { amount: '100000000000', recipient: to })).toMatchObject(
      {
        error: expect.stringMatching(
          /^Insufficient balance: \d+ satoshis cannot pay 100000000000 plus the network fee$/,
        ),
      },
    );
  });

  test('a PSBT signed through signPSBT finalizes and broadcasts (P2WPKH signed and finalized by the app, P2TR broadcast by the kit)', async () => {
    const { page } = await open('/bitcoin/');
    const [first, , third] = devAccounts().accounts;
    await connect(page);
    const endpoint = devAccounts().url;
    const utxos = z
      .array(z.object({ txid: z.string(), vout: z.number(), value: z.number() }))
      .parse(await (await fetch(`${endpoint}/address/${first!.payment.address}/utxo`)).json());
    const coin = utxos.reduce((best, utxo) => (utxo.value > best.value ? utxo : best));
    const script = (address: string) => OutScript.encode(Address(REGTEST).decode(address));

    // 1. A P2WPKH payment input: the app finalizes the signed PSBT and broadcasts it itself.
    const payment = new Transaction();
    payment.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: script(first!.payment.address), amount: BigInt(coin.value) },
    });
    payment.addOutputAddress(third!.payment.address, 20_000n, REGTEST);
    payment.addOutputAddress(first!.payment.address, BigInt(coin.value) - 20_000n - 1_000n, REGTEST);
    const signed = await ok(
      providerCall<{ psbt: string; txid?: string }>(page, 'signPSBT', {
        psbt: base64.encode(payment.toPSBT()),
        signInputs: [{ address: first!.payment.address, index: 0, sighashTypes: [1] }],
      }),
    );
    expect(signed.txid).toBeUndefined();
    const finalized = Transaction.fromPSBT(base64.decode(signed.psbt));
    finalized.finalize();
    const response = await fetch(`${endpoint}/tx`, { method: 'POST', body: finalized.hex });
    expect([response.status, await response.text()]).toEqual([200, finalized.id]);

    // 2. The P2TR ordinals input, with broadcast: true.
    const [ordinal] = z
      .array(z.object({ txid: z.string(), vout: z.number(), value: z.number() }))
      .parse(await (await fetch(`${endpoint}/address/${first!.ordinals.address}/utxo`)).json());
    const taproot = new Transaction();
    taproot.addInput({
      txid: ordinal!.txid,
      index: ordinal!.vout,
      witnessUtxo: { script: script(first!.ordinals.address), amount: BigInt(ordinal!.value) },
      tapInternalKey: Buffer.from(first!.ordinals.publicKey, 'hex').subarray(1),
    });
    taproot.addOutputAddress(first!.ordinals.address, BigInt(ordinal!.value) - 500n, REGTEST);
    const broadcast = await ok(
      providerCall<{ psbt: string; txid?: string }>(page, 'signPSBT', {
        psbt: base64.encode(taproot.toPSBT()),
        signInputs: [{ address: first!.ordinals.address, index: 0 }],
        broadcast: true,
      }),
    );
    expect(broadcast.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await txFee(broadcast.txid!)).toBe(500n);

    expect(
      await providerCall(page, 'signPSBT', {
        psbt: base64.encode(taproot.toPSBT()),
        signInputs: [{ address: first!.ordinals.address, index: 3 }],
      }),
    ).toEqual({ error: 'signPSBT: signInputs[0].index must be an input of the PSBT (0-0)' });
    expect(await providerCall(page, 'signPSBT', { psbt: 'not a psbt', signInputs: [] })).toEqual({
      error: 'signPSBT: psbt is not a valid base64 PSBT',
    });
  });
});

describe('Bitcoin with a Sats Connect wallet', () => {
  test('the Sats Connect face of the dev wallet connects, signs a legacy message that verifies, and is restored after a reload', async () => {
    const { page } = await open('/bitcoin/', { autoApprove: true, satsConnect: true });
    const [first] = devAccounts().accounts;
    await connect(page, 'Dev Bitcoin Wallet (Sats Connect)');
    const info = await page.evaluate(() => window.bitcoinDemoKit!.getWalletInfo());
    expect(info?.name).toBe('Dev Bitcoin Wallet (Sats Connect)');
    const address = first!.payment.address;
    const legacy = await ok(
      providerCall<string>(page, 'signMessage', { address, message: MESSAGE, protocol: 'ecdsa' }),
    );
    expect(Verifier.verifySignature(address, MESSAGE, legacy)).toBe(true);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.bitcoinDemoKit?.getAccount('bip122').status === 'connected');
    expect(await page.evaluate(() => window.bitcoinDemoKit!.getWalletInfo()?.name)).toBe(
      'Dev Bitcoin Wallet (Sats Connect)',
    );
  });
});

describe('Size: Bitcoin code loads only with a Bitcoin network', () => {
  // A string only the Bitcoin client carries (its PSBT signing feature name).
  const MARKER = 'bitcoin:signTransaction';
  const bitcoinScripts = async (scripts: Map<string, Promise<string>>): Promise<string[]> => {
    const hits: string[] = [];
    for (const [url, body] of scripts) {
      // The Dev Bitcoin Wallet stands in for an extension: it is the page's, not the kit's.
      if (new URL(url).pathname === '/dev-bitcoin-wallet.js') continue;
      if ((await body.catch(() => '')).includes(MARKER)) hits.push(new URL(url).pathname);
    }
    return hits;
  };

  test('the React demo (EVM networks only) loads no Bitcoin code, even with the modal open; the Bitcoin page does', async () => {
    const evm = await open('/');
    await pressTestId(evm.page, 'connect-button');
    await evm.page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), { visible: true });
    await evm.page.waitForNetworkIdle({ idleTime: 300 });
    expect(await bitcoinScripts(evm.scripts)).toEqual([]);

    const bitcoin = await open('/bitcoin/');
    await connect(bitcoin.page);
    await bitcoin.page.waitForNetworkIdle({ idleTime: 300 });
    expect((await bitcoinScripts(bitcoin.scripts)).length).toBeGreaterThan(0);
  });
});

declare global {
  interface Window {
    bitcoinDemoKit?: AppKit;
    devBitcoinWallet?: DevBitcoinWalletControl;
  }
}
