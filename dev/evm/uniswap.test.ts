// Uniswap V2 on a real anvil: the stack's deployment and pools, and the built-in swap source's
// quotes checked against the router's own getAmountsOut, its path choice, and its transactions.
import {
  createClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  publicActions,
  type Address,
  type Client,
} from 'viem';
import { NATIVE_TOKEN_ADDRESS, SwapError, type SwapTokenRef } from '../../src/stores/swap-types';
import { UNISWAP_V2_ROUTER_ABI } from '../../src/services/swaps/uniswap-v2-abi';
import { createUniswapV2Source } from '../../src/services/swaps/uniswap-v2';
import type { DevToken, DevUniswap } from '../config';
import { findFreePort } from '../ports';
import { startAnvil, type AnvilNode } from './anvil';
import { compileContract } from './compile';
import { deployTestTokens } from './deploy';
import { deployUniswap, LIQUIDITY_ACCOUNT_INDEX, POOLS } from './deploy-uniswap';
import { localChain } from './local-chain';

const CHAIN_ID = 31337;
const ETH: SwapTokenRef = { address: NATIVE_TOKEN_ADDRESS, decimals: 18, symbol: 'ETH' };
const FACTORY_ABI = [
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [
      { name: 'a', type: 'address' },
      { name: 'b', type: 'address' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;
const PAIR_ABI = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'r0', type: 'uint112' },
      { name: 'r1', type: 'uint112' },
      { name: 't', type: 'uint32' },
    ],
  },
  {
    type: 'function',
    name: 'token0',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;
const BALANCE_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'a', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

describe('Uniswap V2 on the dev chain', () => {
  let node: AnvilNode;
  let accounts: Address[];
  let tokens: DevToken[];
  let uniswap: DevUniswap;
  let client: Client;
  const ref = (symbol: string): SwapTokenRef => {
    const token = tokens.find((entry) => entry.symbol === symbol);
    if (!token) throw new Error(`no ${symbol}`);
    return { address: token.address, decimals: token.decimals, symbol };
  };
  const reader = () => client.extend(publicActions);
  const routerAmountsOut = async (amountIn: bigint, path: Address[]): Promise<bigint | undefined> => {
    try {
      const amounts = await reader().readContract({
        address: uniswap.router,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      });
      return amounts[amounts.length - 1];
    } catch {
      return undefined;
    }
  };
  const source = () =>
    createUniswapV2Source({ routers: { [CHAIN_ID]: uniswap.router }, clientFor: async () => client });

  beforeAll(async () => {
    node = await startAnvil({ port: await findFreePort(), chainId: CHAIN_ID });
    const chain = localChain(CHAIN_ID, node.rpcUrl);
    client = createClient({ chain, transport: http(node.rpcUrl, { retryCount: 0 }) });
    accounts = await createWalletClient({ chain, transport: http(node.rpcUrl) }).getAddresses();
    tokens = await deployTestTokens(node.rpcUrl, CHAIN_ID, accounts);
    uniswap = await deployUniswap(node.rpcUrl, CHAIN_ID, accounts, tokens);
  });

  afterAll(async () => {
    await node?.stop();
  });

  test('deploys factory, router and WETH9 and seeds the three pools with their stated reserves', async () => {
    const weth = await reader().readContract({
      address: uniswap.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'WETH',
    });
    expect(weth).toBe(uniswap.weth);
    for (const pool of POOLS) {
      const side = (symbol: string) =>
        symbol === 'ETH' ? { address: uniswap.weth, decimals: 18 } : ref(symbol);
      const [a, b] = [side(pool.a), side(pool.b)];
      const pair = await reader().readContract({
        address: uniswap.factory,
        abi: FACTORY_ABI,
        functionName: 'getPair',
        args: [a.address, b.address],
      });
      expect(pair).not.toBe('0x0000000000000000000000000000000000000000');
      const [reserves, token0] = await Promise.all([
        reader().readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' }),
        reader().readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
      ]);
      const [reserveA, reserveB] =
        token0.toLowerCase() === a.address.toLowerCase()
          ? [reserves[0], reserves[1]]
          : [reserves[1], reserves[0]];
      expect(reserveA).toBe(parseUnits(pool.amountA, a.decimals));
      expect(reserveB).toBe(parseUnits(pool.amountB, b.decimals));
    }
  });

  test('the dev accounts 0–2 keep their minted test tokens (the liquidity comes from account 9)', async () => {
    for (const account of accounts.slice(0, 3)) {
      const tst = await reader().readContract({
        address: ref('TST').address,
        abi: BALANCE_ABI,
        functionName: 'balanceOf',
        args: [account],
      });
      expect(tst).toBe(parseUnits('1000', 18));
    }
    expect(LIQUIDITY_ACCOUNT_INDEX).toBe(9);
  });

  test('ETH → TST: the quote is the router’s own getAmountsOut on the direct path, minimum 1 % lower', async () => {
    const amountIn = parseEther('1');
    const quote = await source().quote({
      chainId: CHAIN_ID,
      account: accounts[0] as Address,
      fromToken: ETH,
      toToken: ref('TST'),
      amountIn,
      slippagePercent: 1,
    });
    const expected = await routerAmountsOut(amountIn, [uniswap.weth, ref('TST').address]);
    expect(quote.amountOut).toBe(expected);
    expect(quote.amountOutMin).toBe((quote.amountOut * 99n) / 100n);
    expect(quote.route).toEqual([uniswap.weth, ref('TST').address]);
    expect(quote.spender).toBeUndefined();
    // 1 ETH against a 100 ETH pool moves the price by about 1 %.
    expect(quote.priceImpact).toBeGreaterThan(0.005);
    expect(quote.priceImpact).toBeLessThan(0.02);
  });

  test('TST → tUSD picks the better of the direct and the through-WETH path', async () => {
    const amountIn = parseUnits('500', 18);
    const [tst, tusd] = [ref('TST'), ref('tUSD')];
    const direct = await routerAmountsOut(amountIn, [tst.address, tusd.address]);
    const viaWeth = await routerAmountsOut(amountIn, [tst.address, uniswap.weth, tusd.address]);
    const quote = await source().quote({
      chainId: CHAIN_ID,
      account: accounts[0] as Address,
      fromToken: tst,
      toToken: tusd,
      amountIn,
      slippagePercent: 1,
    });
    expect(direct).toBeDefined();
    expect(viaWeth).toBeDefined();
    const best = (direct ?? 0n) > (viaWeth ?? 0n) ? direct : viaWeth;
    expect(quote.amountOut).toBe(best);
    expect(quote.route.length).toBe(best === direct ? 2 : 3);
    expect(quote.spender).toBe(uniswap.router);
  });

  test('a token without any pool is refused as insufficient liquidity; an unknown chain as unsupported', async () => {
    const artifact = await compileContract('TestToken');
    const wallet = createWalletClient({
      account: accounts[0] as Address,
      chain: localChain(CHAIN_ID, node.rpcUrl),
      transport: http(node.rpcUrl),
    });
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Lonely', 'LONE', 18],
    });
    const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const lonely: SwapTokenRef = {
      address: receipt.contractAddress as Address,
      decimals: 18,
      symbol: 'LONE',
    };
    const request = {
      chainId: CHAIN_ID,
      account: accounts[0] as Address,
      fromToken: ref('TST'),
      toToken: lonely,
      amountIn: parseUnits('1', 18),
      slippagePercent: 1,
    };
    await expect(source().quote(request)).rejects.toMatchObject({ code: 'insufficient-liquidity' });
    await expect(source().quote({ ...request, chainId: 999 })).rejects.toBeInstanceOf(SwapError);
    await expect(source().quote({ ...request, chainId: 999 })).rejects.toMatchObject({
      code: 'unsupported-network',
    });
    await expect(source().quote({ ...request, amountIn: 0n })).rejects.toMatchObject({
      code: 'invalid-amount',
    });
  });

  test('the built ETH → TST swap pays at least the minimum; after the pool moves beyond it, it reverts', async () => {
    const swapper = accounts[1] as Address;
    const mover = accounts[2] as Address;
    const chain = localChain(CHAIN_ID, node.rpcUrl);
    const wallet = (account: Address) => createWalletClient({ account, chain, transport: http(node.rpcUrl) });
    const request = {
      chainId: CHAIN_ID,
      account: swapper,
      fromToken: ETH,
      toToken: ref('TST'),
      amountIn: parseEther('0.5'),
      slippagePercent: 1,
    };
    const balance = () =>
      reader().readContract({
        address: ref('TST').address,
        abi: BALANCE_ABI,
        functionName: 'balanceOf',
        args: [swapper],
      });
    const before = await balance();
    const quote = await source().quote(request);
    const transaction = await source().buildTransaction({ ...request, quote });
    expect(transaction.value).toBe(parseEther('0.5'));
    const hash = await wallet(swapper).sendTransaction(transaction);
    expect((await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success');
    expect((await balance()) - before).toBe(quote.amountOut);

    // Quote again, then another account buys 5 ETH worth of TST: the price moves by far more than 1 %.
    const stale = await source().quote(request);
    const staleSwap = await source().buildTransaction({ ...request, quote: stale });
    const moverQuote = await source().quote({ ...request, account: mover, amountIn: parseEther('5') });
    const moverSwap = await source().buildTransaction({
      ...request,
      account: mover,
      amountIn: parseEther('5'),
      quote: moverQuote,
    });
    // The move must have landed (a reverted one leaves the pool where it was and proves nothing).
    const moved = await reader().waitForTransactionReceipt({
      hash: await wallet(mover).sendTransaction(moverSwap),
      pollingInterval: 50,
    });
    expect(moved.status).toBe('success');
    // Read fresh: viem keeps a block number for a few seconds, and an older one failed this under load.
    expect(await reader().getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(moved.blockNumber);
    await expect(reader().call({ account: swapper, ...staleSwap })).rejects.toThrow(
      /INSUFFICIENT_OUTPUT_AMOUNT/,
    );
  });
});
