// Swaps on the local chain (SPEC §2 Swap, §9 slippage 1): the stack's Uniswap V2 pools, the plain
// HTML host with the stack's router, the Dev Wallet. Quotes are checked against the router's own
// getAmountsOut and balances against the chain.
import type { Page } from 'puppeteer';
import { encodeDeployData, encodeFunctionData, parseEther, parseUnits, type Address } from 'viem';
import { compileContract } from '../../dev/evm/compile';
import { formatSwapAmount } from '../../src/stores/swap-format';
import { UNISWAP_V2_ROUTER_ABI } from '../../src/services/swaps/uniswap-v2-abi';
import { useFreshContexts } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { ethBalance, minedReceipt, routerQuote, tokenBalance, waitForChain } from '../support/swap-chain';
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
    // The Swap view itself shows the network fee (gas estimate × gas price), in ETH.
    await waitForTextContaining(page, 'w3m-swap-view-fee', 'ETH');
    expect(await textOf(page, 'w3m-swap-view-fee')).toMatch(/^(0\.\d*[1-9]\d*|< 0\.000001) ETH$/);
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

  test('a host swapSource: its quote and transaction are used (its 2 % minimum shows), and the swap settles', async () => {
    const { tst: test, uniswap: deployed } = deployment();
    const host = await openRecordedHost(await freshContext(), stack.urls.html, {
      walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    });
    const { page } = host;
    // The host's own source (here backed by the router through the test process, as an aggregator's API would be).
    type Wire = Record<string, unknown> & { amountIn: string; fromToken: { address: string } };
    await page.exposeFunction('hostQuote', async (request: Wire) => {
      const amountIn = BigInt(request.amountIn);
      const route = [deployed.weth, test.address];
      const amountOut = await routerQuote(amountIn, deployed.weth, test.address);
      return {
        amountIn: String(amountIn),
        amountOut: String(amountOut),
        amountOutMin: String((amountOut * 98n) / 100n),
        route,
      };
    });
    await page.exposeFunction(
      'hostBuild',
      async (request: Wire & { account: Address; quote: { amountOutMin: string; route: Address[] } }) => ({
        to: deployed.router,
        value: request.amountIn,
        data: encodeFunctionData({
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [BigInt(request.quote.amountOutMin), request.quote.route, request.account, 2n ** 40n],
        }),
      }),
    );
    const options = {
      networks: [localNetwork(stack.urls.evm)],
      tokens: { 'eip155:31337': [{ address: test.address }] },
    };
    await page.evaluate(`import('/lib/index.esm.js').then(({ createAppKit }) => {
      const wire = (value) => JSON.parse(JSON.stringify(value, (key, item) => (typeof item === 'bigint' ? String(item) : item)));
      window.__hostCalls = [];
      window.__w3mKit = createAppKit({ ...${JSON.stringify(options)}, swapSource: {
        quote: async (request) => {
          window.__hostCalls.push('quote');
          const quote = await window.hostQuote(wire(request));
          return { ...quote, amountIn: BigInt(quote.amountIn), amountOut: BigInt(quote.amountOut), amountOutMin: BigInt(quote.amountOutMin) };
        },
        buildTransaction: async (request) => {
          window.__hostCalls.push('build');
          const transaction = await window.hostBuild(wire(request));
          return { ...transaction, value: BigInt(transaction.value) };
        },
      } });
    })`);
    await connectDevWallet(page);
    await openSwap(page, { amount: '0.5', fromToken: 'ETH', toToken: 'TST' });
    await waitForQuote(page);
    const expected = await routerQuote(parseEther('0.5'), deployed.weth, test.address);
    expect(await textOf(page, 'w3m-swap-output')).toBe(formatSwapAmount(expected, 18));
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    // The host's minimum (2 % slippage), not the built-in source's 1 %.
    await waitForText(
      page,
      'w3m-swap-preview-minimum',
      `${formatSwapAmount((expected * 98n) / 100n, 18)} TST`,
    );
    const before = await tokenBalance(test.address, owner);
    await pressTestId(page, 'w3m-swap-confirm');
    await waitForTextContaining(page, 'w3m-snackbar', 'Swapped ETH for TST');
    await waitForChain(() => tokenBalance(test.address, owner), before + expected);
    const calls = await page.evaluate(() => (window as unknown as { __hostCalls: string[] }).__hostCalls);
    expect(calls).toContain('quote');
    expect(calls).toContain('build');
    expect(host.pageErrors).toEqual([]);
  });

  // Last in the file: it moves the chain's clock two hours ahead (the file's snapshot restores it).
  test('a swap that reverts after broadcast shows the reason read by replaying it, not "price moved"', async () => {
    const { tst: test } = deployment();
    const host = await openHost();
    const { page } = host;
    await openSwap(page, { amount: '0.1', fromToken: 'ETH', toToken: 'TST' });
    await waitForQuote(page);
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await page.waitForSelector(byTestId('w3m-swap-confirm'), { visible: true });
    const tstBefore = await tokenBalance(test.address, owner);

    // The swap passes the simulation and is broadcast, then mined in a block past its deadline.
    await rpc(stack.urls.evm, 'evm_setAutomine', [false]);
    try {
      await pressTestId(page, 'w3m-swap-confirm');
      const deadline = Date.now() + 15_000;
      for (;;) {
        const status = (await rpc(stack.urls.evm, 'txpool_status', [])) as { pending: string };
        if (BigInt(status.pending) > 0n) break;
        if (Date.now() > deadline) throw new Error('the swap never reached the node');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const latest = (await rpc(stack.urls.evm, 'eth_getBlockByNumber', ['latest', false])) as {
        timestamp: string;
      };
      await rpc(stack.urls.evm, 'evm_setNextBlockTimestamp', [Number(BigInt(latest.timestamp)) + 7200]);
      await rpc(stack.urls.evm, 'evm_mine', []);
    } finally {
      await rpc(stack.urls.evm, 'evm_setAutomine', [true]);
    }
    await expectSwapError(page, 'The swap failed on chain: UniswapV2Router: EXPIRED');
    expect(await tokenBalance(test.address, owner)).toBe(tstBefore);
    expect(host.pageErrors).toEqual([]);
  });
});
