// Pay (SPEC §3 pay, features.pay) on the local chain with the Dev Wallet: a payment request in a
// token the account lacks is paid through a swap from ETH (the stack's Uniswap V2 pools), the host's
// promise settles with the hash, failures reject it with clear errors, and with the flag off no Pay
// code is requested at all.
import type { Page } from 'puppeteer';
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Address } from 'viem';
import { seriousViolations } from '../support/axe';
import { useFreshContexts } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { ethBalance, minedReceipt, tokenBalance } from '../support/swap-chain';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import {
  byTestId,
  clickTestId,
  connectDevWallet,
  DEV_WALLET,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  pressTestId,
  waitForText,
  waitForTextContaining,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

const uniswap = stack.config.uniswap?.[0];
const tusd = stack.config.tokens.find((token) => token.symbol === 'tUSD');
const owner = stack.config.accounts[0] as Address;
const sink = stack.config.accounts[3] as Address;
/** A payee with no history, so its balances start at zero. */
const recipient = '0x000000000000000000000000000000000000fa1d' as Address;

function deployment() {
  if (!uniswap || !tusd) throw new Error('the stack did not deploy Uniswap V2 and tUSD');
  return { uniswap, tusd };
}

/** The owner gives all its tUSD away (anvil's dev accounts are unlocked), so paying tUSD needs a swap. */
async function drainTusd(): Promise<void> {
  const { tusd: usd } = deployment();
  const amount = await tokenBalance(usd.address, owner);
  if (amount === 0n) return;
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [sink, amount] });
  const hash = await rpc(stack.urls.evm, 'eth_sendTransaction', [{ from: owner, to: usd.address, data }]);
  expect((await minedReceipt(String(hash))).status).toBe('0x1');
}

async function openHost(features: object = { pay: true }): Promise<RecordedHost> {
  const { uniswap: deployed, tusd: usd } = deployment();
  const host = await openRecordedHost(await freshContext(), stack.urls.html, {
    walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
  });
  await createHtmlHostKit(host.page, {
    networks: [localNetwork(stack.urls.evm)],
    tokens: { 'eip155:31337': [{ address: usd.address }] },
    swapRouters: { 'eip155:31337': deployed.router },
    features,
  });
  // Every event the host sees, for the assertions below.
  await host.page.evaluate(() => {
    const w = window as unknown as {
      __w3mKit: { subscribeEvents(cb: (event: { data: { event: string } }) => void): void };
      __payEvents: Array<{ event: string; properties?: Record<string, unknown> }>;
    };
    w.__payEvents = [];
    w.__w3mKit.subscribeEvents((event) => {
      if (event.data.event.startsWith('PAY_')) w.__payEvents.push(event.data);
    });
  });
  return host;
}

/** Calls `kit.pay(request)` and keeps its outcome on the page (read with {@link payOutcome}). */
async function startPay(page: Page, request: object): Promise<void> {
  await page.evaluate((json: string) => {
    const w = window as unknown as {
      __w3mKit: { pay(request: object): Promise<unknown> };
      __payOutcome?: Promise<unknown>;
    };
    w.__payOutcome = w.__w3mKit.pay(JSON.parse(json) as object).then(
      (result) => ({ ok: true, result }),
      (error: { name?: string; code?: string; message?: string }) => ({
        ok: false,
        name: error.name,
        code: error.code,
        message: error.message,
      }),
    );
  }, JSON.stringify(request));
}

type Outcome =
  | { ok: true; result: { hash: string; swapHash?: string } }
  | { ok: false; name?: string; code?: string; message: string };

async function payOutcome(page: Page): Promise<Outcome> {
  return page.evaluate(() => (window as unknown as { __payOutcome: Promise<Outcome> }).__payOutcome);
}

async function payEvents(page: Page): Promise<Array<{ event: string; properties: Record<string, unknown> }>> {
  return page.evaluate(
    () =>
      (window as unknown as { __payEvents: Array<{ event: string; properties: Record<string, unknown> }> })
        .__payEvents,
  );
}

describe('Pay (features.pay) on the local chain', () => {
  test('5 tUSD requested, the account holds none: swap from ETH, pay, the promise resolves with the hash', async () => {
    const { tusd: usd } = deployment();
    await drainTusd();
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    const recipientBefore = await tokenBalance(usd.address, recipient);

    await startPay(page, { recipient, amount: 5, asset: 'tUSD', network: 'eip155:31337' });
    await waitForView(page, 'Pay', 'w3m-pay-view');
    await waitForText(page, 'w3m-pay-amount', '5 tUSD');
    await waitForText(page, 'w3m-pay-recipient', recipient);
    await waitForText(page, 'w3m-pay-balance', 'Your balance: 0 tUSD');
    await page.waitForSelector(byTestId('w3m-pay-swap-option-ETH'), { visible: true });
    await pressTestId(page, 'w3m-pay-swap-option-ETH');
    expect(await seriousViolations(page)).toEqual([]);
    const ethBefore = await ethBalance(owner);
    await pressTestId(page, 'w3m-pay-swap-confirm');

    const outcome = await payOutcome(page);
    if (!outcome.ok) throw new Error(`the payment failed: ${outcome.message}`);
    const { hash, swapHash } = outcome.result;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(swapHash).toMatch(/^0x[0-9a-f]{64}$/);
    // Settled on chain: the recipient got exactly 5 tUSD by the transaction the promise named.
    expect(await tokenBalance(usd.address, recipient)).toBe(recipientBefore + parseUnits('5', 6));
    const receipt = (await rpc(stack.urls.evm, 'eth_getTransactionReceipt', [hash])) as {
      status: string;
      to: string;
    };
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(usd.address.toLowerCase());
    // The swap paid for it in ETH, and the account keeps what the swap gave beyond the 5 tUSD.
    expect(await ethBalance(owner)).toBeLessThan(ethBefore);
    expect(await tokenBalance(usd.address, owner)).toBeGreaterThanOrEqual(0n);
    await waitForTextContaining(page, 'w3m-snackbar', 'Paid 5 tUSD');
    const events = await payEvents(page);
    expect(events.map((event) => event.event)).toEqual(['PAY_INITIATED', 'PAY_SUCCESS']);
    expect(events[1]?.properties).toMatchObject({ hash, swapHash, recipient, amount: '5', asset: 'tUSD' });
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('a rejection in the wallet and a payment beyond every balance reject the promise with clear errors', async () => {
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    const before = await ethBalance(recipient);
    await page.evaluate(() =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        rejectAll: true,
      }),
    );
    await startPay(page, { recipient, amount: '0.01', asset: 'native', network: 'eip155:31337' });
    await waitForView(page, 'Pay', 'w3m-pay-view');
    await pressTestId(page, 'w3m-pay-confirm');
    expect(await payOutcome(page)).toEqual({
      ok: false,
      name: 'PayError',
      code: 'rejected',
      message: 'You rejected the payment in your wallet',
    });
    await waitForText(page, 'w3m-pay-error', 'You rejected the payment in your wallet');
    expect(await ethBalance(recipient)).toBe(before);

    await page.evaluate(() =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        rejectAll: false,
      }),
    );
    await kitCall(page, 'close');
    // More ETH than the account holds, and nothing it holds swaps for that much.
    await startPay(page, { recipient, amount: parseEther('1').toString(), asset: 'native' });
    const tooMuch = await payOutcome(page);
    expect(tooMuch).toMatchObject({ ok: false, code: 'insufficient-funds' });
    expect(tooMuch.ok ? '' : tooMuch.message).toMatch(
      /^Insufficient funds: you cannot pay 1000000000000000000 ETH, and no token you hold can be swapped/,
    );
    await waitForTextContaining(page, 'w3m-pay-error', 'Insufficient funds');
    expect(await ethBalance(recipient)).toBe(before);
    const codes = (await payEvents(page)).filter((event) => event.event === 'PAY_ERROR');
    expect(codes.map((event) => event.properties.code)).toEqual(['rejected', 'insufficient-funds']);
    expect(host.pageErrors).toEqual([]);
  });

  test('pay() while disconnected: connecting from the Pay view comes back to the same request, which then pays', async () => {
    const host = await openHost();
    const { page } = host;
    const before = await ethBalance(recipient);
    await startPay(page, { recipient, amount: '0.02', asset: 'native', network: 'eip155:31337' });
    await waitForView(page, 'Pay', 'w3m-pay-view');
    await pressTestId(page, 'w3m-pay-connect');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
    await page.waitForNetworkIdle({ idleTime: 200 });
    await clickTestId(page, `wallet-selector-${DEV_WALLET}`);

    // Connected, the modal is back on Pay (not closed) with the request intact.
    await page.waitForSelector(byTestId('account-button'), { visible: true });
    await waitForView(page, 'Pay', 'w3m-pay-view');
    await waitForText(page, 'w3m-pay-amount', '0.02 ETH');
    await waitForText(page, 'w3m-pay-recipient', recipient);
    await page.waitForSelector(byTestId('w3m-pay-confirm'), { visible: true });
    expect(await page.$(byTestId('w3m-header-back'))).toBeNull();
    await pressTestId(page, 'w3m-pay-confirm');
    const outcome = await payOutcome(page);
    if (!outcome.ok) throw new Error(`the payment failed: ${outcome.message}`);
    expect(await ethBalance(recipient)).toBe(before + parseEther('0.02'));
    const events = (await payEvents(page)).map((event) => event.event);
    expect(events).toEqual(['PAY_INITIATED', 'PAY_SUCCESS']);
    expect(host.pageErrors).toEqual([]);
  });

  test('bad requests are refused naming each field; closing the modal cancels a pending payment', async () => {
    const host = await openHost();
    const { page } = host;
    await startPay(page, { recipient: '0x12', amount: -1, asset: '' });
    expect(await payOutcome(page)).toEqual({
      ok: false,
      name: 'PayError',
      code: 'invalid-request',
      message:
        'Invalid payment request: "recipient" must be an address (0x and 40 hex digits); "amount" must be a positive number; "asset" must be "native", a token symbol or a token address',
    });
    await startPay(page, { recipient, amount: 1, asset: 'native', network: 'eip155:5' });
    expect(await payOutcome(page)).toMatchObject({
      ok: false,
      code: 'invalid-request',
      message: 'The payment network "eip155:5" is not one of the configured networks',
    });

    await startPay(page, { recipient, amount: 1, asset: 'native' });
    await waitForView(page, 'Pay', 'w3m-pay-view');
    // Not connected: the view offers to connect first.
    await page.waitForSelector(byTestId('w3m-pay-connect'), { visible: true });
    await kitCall(page, 'close');
    expect(await payOutcome(page)).toEqual({
      ok: false,
      name: 'PayError',
      code: 'cancelled',
      message: 'The payment was cancelled: the modal was closed',
    });
    expect(host.pageErrors).toEqual([]);
  });

  test('features.pay off (the default): pay() says so and neither it nor open({ view: "Pay" }) loads Pay code', async () => {
    const host = await openHost({});
    const { page } = host;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    await startPay(page, { recipient, amount: 1, asset: 'native' });
    expect(await payOutcome(page)).toMatchObject({
      ok: false,
      message: 'Pay is turned off: set features.pay to true in createAppKit',
    });
    await kitCall(page, 'open', { view: 'Pay', arguments: { recipient, amount: 1, asset: 'native' } });
    await waitForText(page, 'w3m-header-text', 'Pay');
    await page.waitForFunction(() =>
      Boolean(
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('.message'),
      ),
    );
    await page.waitForNetworkIdle({ idleTime: 100 });
    // Every script the page fetched, read back: none holds the Pay view or the pay request code.
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    const withPay = scripts.filter((_, index) =>
      /The payment was cancelled|Swap and pay/.test(bodies[index] ?? ''),
    );
    expect(withPay).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(host.pageErrors).toEqual([]);
  });
});
