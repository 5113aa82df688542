// Swaps on the local chain (SPEC §2 Swap, §9 slippage 1): the stack's Uniswap V2 pools, the plain
// HTML host with the stack's router, the Dev Wallet. Quotes are checked against the router's own
// getAmountsOut and balances against the chain.
import type { Page } from 'puppeteer';
import {
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { compileContract } from '../../dev/evm/compile';
import { formatSwapAmount } from '../../src/stores/swap-format';
import { UNISWAP_V2_ROUTER_ABI } from '../../src/services/swaps/uniswap-v2-abi';
import { useFreshContexts } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import {
  byTestId,
  connectDevWallet,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  pressTestId,
  routerView,
  textOf,
  typeInto,
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
const tst = stack.config.tokens.find((token) => token.symbol === 'TST');
const owner = stack.config.accounts[0] as Address;
const mover = stack.config.accounts[2] as Address;

function deployment() {
  if (!uniswap || !tusd || !tst) throw new Error('the stack did not deploy Uniswap V2 and the test tokens');
  return { uniswap, tusd, tst };
}

async function call(to: string, data: `0x${string}`): Promise<`0x${string}`> {
  return (await rpc(stack.urls.evm, 'eth_call', [{ to, data }, 'latest'])) as `0x${string}`;
}

async function tokenBalance(token: string, account: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] });
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: await call(token, data) });
}

async function ethBalance(account: Address): Promise<bigint> {
  return BigInt(String(await rpc(stack.urls.evm, 'eth_getBalance', [account, 'latest'])));
}

/** The router's own answer for the best of the direct and the through-WETH path. */
async function routerQuote(amountIn: bigint, from: Address, to: Address): Promise<bigint> {
  const { uniswap: deployed } = deployment();
  const paths: Address[][] = [[from, to]];
  if (from !== deployed.weth && to !== deployed.weth) paths.push([from, deployed.weth, to]);
  let best = 0n;
  for (const path of paths) {
    const data = encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    const amounts = decodeFunctionResult({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      data: await call(deployed.router, data),
    });
    const out = amounts[amounts.length - 1] ?? 0n;
    if (out > best) best = out;
  }
  return best;
}

/** The receipt of a transaction once anvil has mined it (polled for up to 15 s). */
async function minedReceipt(hash: string): Promise<{ status: string; contractAddress: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const receipt = (await rpc(stack.urls.evm, 'eth_getTransactionReceipt', [hash])) as {
      status: string;
      contractAddress: string;
    } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`transaction ${hash} was not mined within 15 s`);
}

/** Polls the chain until `read` gives `expected` (up to 15 s), then compares once more. */
async function waitForChain(read: () => Promise<bigint>, expected: bigint): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await read()).toBe(expected);
}

async function openHost(): Promise<RecordedHost> {
  const { uniswap: deployed, tusd: usd, tst: test } = deployment();
  const host = await openRecordedHost(await freshContext(), stack.urls.html, {
    walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
  });
  await createHtmlHostKit(host.page, {
    networks: [localNetwork(stack.urls.evm)],
    tokens: { 'eip155:31337': [{ address: usd.address }, { address: test.address }] },
    swapRouters: { 'eip155:31337': deployed.router },
  });
  await connectDevWallet(host.page);
  return host;
}

/** Opens Swap pre-filled through the public API and waits for its quote. */
async function openSwap(page: Page, args: Record<string, string>): Promise<void> {
  await kitCall(page, 'open', { view: 'Swap', arguments: args });
  await waitForView(page, 'Swap', 'w3m-swap-view');
}

/** Waits for the swap error line to say something, then compares it (a wrong message shows in the failure). */
async function expectSwapError(page: Page, expected: string): Promise<void> {
  const shown = page.waitForFunction(
    (selector: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return (find(document)?.textContent ?? '').trim() !== '';
    },
    {},
    '[data-testid="w3m-swap-error"]',
  );
  try {
    await shown;
  } catch (error) {
    const state = { view: await routerView(page), snackbar: await textOf(page, 'w3m-snackbar') };
    throw new Error(`no swap error shown; the modal shows ${JSON.stringify(state)}`, { cause: error });
  }
  expect(await textOf(page, 'w3m-swap-error')).toContain(expected);
}

async function waitForQuote(page: Page): Promise<void> {
  try {
    await page.waitForSelector(byTestId('w3m-swap-rate'), { visible: true });
  } catch (error) {
    const shown = {
      review: await textOf(page, 'w3m-swap-review'),
      error: await textOf(page, 'w3m-swap-error'),
      output: await textOf(page, 'w3m-swap-output'),
      from: await textOf(page, 'w3m-swap-from-token'),
      to: await textOf(page, 'w3m-swap-to-token'),
    };
    throw new Error(`no quote: the Swap view shows ${JSON.stringify(shown)}`, { cause: error });
  }
}

describe('swaps on the local chain (Uniswap V2, Dev Wallet)', () => {
  test('ETH → TST from the Account view: the quote is the router’s, TST arrives as quoted, Activity lists it', async () => {
    const { tst: test } = deployment();
    const host = await openHost();
    const { page } = host;
    await pressTestId(page, 'account-button');
    await pressTestId(page, 'w3m-account-feature-swaps');
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await waitForText(page, 'w3m-swap-from-token', 'ETH');
    await pressTestId(page, 'w3m-swap-to-token');
    await waitForView(page, 'SwapSelectToken', 'w3m-swap-select-token-view');
    await pressTestId(page, 'w3m-swap-token-TST');
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await typeInto(page, 'w3m-swap-amount-input', '1');
    await waitForQuote(page);

    const expected = await routerQuote(parseEther('1'), deployment().uniswap.weth, test.address);
    expect(await textOf(page, 'w3m-swap-output')).toBe(formatSwapAmount(expected, 18));
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await waitForText(page, 'w3m-swap-preview-pay', '1 ETH');
    expect(await textOf(page, 'w3m-swap-preview-minimum')).toBe(
      `${formatSwapAmount((expected * 99n) / 100n, 18)} TST`,
    );
    // Native input needs no approval: Swap is offered straight away.
    expect(await page.$(byTestId('w3m-swap-approve'))).toBeNull();

    const before = await tokenBalance(test.address, owner);
    await pressTestId(page, 'w3m-swap-confirm');
    await waitForTextContaining(page, 'w3m-snackbar', 'Swapped ETH for TST');
    await waitForChain(() => tokenBalance(test.address, owner), before + expected);

    const block = (await rpc(stack.urls.evm, 'eth_getBlockByNumber', ['latest', false])) as {
      transactions: string[];
    };
    const hash = block.transactions[0];
    await waitForView(page, 'Account', 'w3m-account-view');
    await pressTestId(page, 'account-tab-activity');
    await page.waitForSelector(byTestId('w3m-activity-row'), { visible: true });
    await page.waitForSelector(`pierce/[data-transaction-id^="${String(hash)}"]`, { visible: true });
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('TST → tUSD opened with arguments: pre-filled, approve first, then the swap pays the quoted tUSD', async () => {
    const { tst: test, tusd: usd } = deployment();
    const host = await openHost();
    const { page } = host;
    await openSwap(page, { amount: '10', fromToken: 'TST', toToken: 'tUSD' });
    await waitForText(page, 'w3m-swap-from-token', 'TST');
    await waitForText(page, 'w3m-swap-to-token', 'tUSD');
    expect(
      await page.$eval(byTestId('w3m-swap-amount-input'), (input) => (input as HTMLInputElement).value),
    ).toBe('10');
    await waitForQuote(page);
    const amountIn = parseUnits('10', 18);
    const expected = await routerQuote(amountIn, test.address, usd.address);
    expect(await textOf(page, 'w3m-swap-output')).toBe(formatSwapAmount(expected, 6));

    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await page.waitForSelector(byTestId('w3m-swap-approve'), { visible: true });
    await waitForTextContaining(page, 'w3m-swap-approve-hint', 'spend your TST');
    const [tstBefore, usdBefore] = await Promise.all([
      tokenBalance(test.address, owner),
      tokenBalance(usd.address, owner),
    ]);
    await pressTestId(page, 'w3m-swap-approve');
    await page.waitForSelector(byTestId('w3m-swap-confirm'), { visible: true });
    // The approval moved no tokens.
    expect(await tokenBalance(test.address, owner)).toBe(tstBefore);
    await pressTestId(page, 'w3m-swap-confirm');
    await waitForTextContaining(page, 'w3m-snackbar', 'Swapped TST for tUSD');
    await waitForChain(() => tokenBalance(usd.address, owner), usdBefore + expected);
    expect(await tokenBalance(test.address, owner)).toBe(tstBefore - amountIn);
    expect(host.pageErrors).toEqual([]);
  });

  test('the pool moves beyond 1 % between preview and confirm: refused with the slippage message, no funds move', async () => {
    const { tst: test, uniswap: deployed } = deployment();
    const host = await openHost();
    const { page } = host;
    await openSwap(page, { amount: '1', fromToken: 'ETH', toToken: 'TST' });
    await waitForQuote(page);
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await page.waitForSelector(byTestId('w3m-swap-confirm'), { visible: true });

    // Another account buys TST with 10 ETH: the ETH/TST price moves by about 20 %.
    const data = encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [0n, [deployed.weth, test.address], mover, 2n ** 40n],
    });
    // Gas set explicitly: anvil's own estimate for this call came out short after a snapshot revert.
    const moved = await rpc(stack.urls.evm, 'eth_sendTransaction', [
      {
        from: mover,
        to: deployed.router,
        data,
        value: `0x${parseEther('10').toString(16)}`,
        gas: '0x100000',
      },
    ]);
    expect((await minedReceipt(String(moved))).status).toBe('0x1');
    const [ethBefore, tstBefore] = await Promise.all([ethBalance(owner), tokenBalance(test.address, owner)]);
    await pressTestId(page, 'w3m-swap-confirm');
    await expectSwapError(
      page,
      'The price moved more than the allowed slippage since the quote; nothing was swapped.',
    );
    expect(await ethBalance(owner)).toBe(ethBefore);
    expect(await tokenBalance(test.address, owner)).toBe(tstBefore);
    expect(host.pageErrors).toEqual([]);
  });

  test('an amount above the balance, a pair without a pool and a rejected swap each give their message', async () => {
    const host = await openHost();
    const { page } = host;
    await openSwap(page, { amount: '100000', fromToken: 'ETH', toToken: 'TST' });
    await expectSwapError(page, 'Insufficient ETH balance');

    // A fresh token nobody has pooled.
    const artifact = await compileContract('TestToken');
    const hash = await rpc(stack.urls.evm, 'eth_sendTransaction', [
      {
        from: mover,
        data: encodeDeployData({
          abi: artifact.abi,
          bytecode: artifact.bytecode,
          args: ['Lonely', 'LONE', 18],
        }),
      },
    ]);
    const receipt = await minedReceipt(String(hash));
    await kitCall(page, 'close');
    await openSwap(page, { amount: '1', fromToken: 'ETH', toToken: receipt.contractAddress });
    await waitForText(page, 'w3m-swap-to-token', 'LONE');
    await expectSwapError(page, 'Insufficient liquidity: no pool can swap this pair');

    await kitCall(page, 'close');
    await page.evaluate(() =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        rejectAll: true,
      }),
    );
    await openSwap(page, { amount: '0.1', fromToken: 'ETH', toToken: 'TST' });
    await waitForQuote(page);
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await pressTestId(page, 'w3m-swap-confirm');
    await expectSwapError(page, 'You rejected the swap in your wallet');
    expect(host.pageErrors).toEqual([]);
  });
});
