import { decodeFunctionResult, encodeFunctionData, getAddress, type Client } from 'viem';
import { minimumAmountOut } from './slippage';
import {
  isNativeToken,
  SwapError,
  type SwapBuildRequest,
  type SwapQuote,
  type SwapQuoteRequest,
  type SwapSource,
  type SwapTransaction,
} from '../../stores/swap-types';
import { UNISWAP_V2_ROUTER_ABI } from './uniswap-v2-abi';

/** What the built-in source needs: a router per chain and a read client per chain. */
export interface UniswapV2SourceOptions {
  routers: Readonly<Record<number, `0x${string}`>>;
  /** A client that reads the chain (eth_call). */
  clientFor(chainId: number): Promise<Client>;
  /** Milliseconds since the epoch (for the swap deadline); Date.now by default. */
  now?: () => number;
}

/** How long a built swap stays valid on chain. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
/** The price-impact probe trades this fraction of the input (fees cancel out in the ratio). */
const PROBE_DIVISOR = 10_000n;
const IMPACT_SCALE = 1_000_000n;

type Address = `0x${string}`;

/**
 * The built-in on-chain source: a Uniswap V2-compatible router's `getAmountsOut` over the direct
 * path and the one-hop path through the wrapped native token (the better output wins); exact-input
 * swaps with `amountOutMin` from the slippage; native in/out through the router's ETH functions.
 */
export function createUniswapV2Source(options: UniswapV2SourceOptions): SwapSource {
  const wrapped = new Map<string, Promise<Address>>();
  const now = options.now ?? Date.now;

  const routerFor = (chainId: number): Address => {
    const router = options.routers[chainId];
    if (!router) throw new SwapError('unsupported-network', 'Swaps are not available on this network');
    return router;
  };

  const call = async (chainId: number, to: Address, data: `0x${string}`): Promise<`0x${string}`> => {
    const client = await options.clientFor(chainId);
    const answer: unknown = await client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
    if (typeof answer !== 'string' || !answer.startsWith('0x')) throw new Error('eth_call gave no data');
    return answer as `0x${string}`;
  };

  const wrappedNative = (chainId: number, router: Address): Promise<Address> => {
    const key = `${chainId}:${router.toLowerCase()}`;
    let found = wrapped.get(key);
    if (!found) {
      found = call(
        chainId,
        router,
        encodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH' }),
      ).then((data) => decodeFunctionResult({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH', data }));
      found.catch(() => wrapped.delete(key));
      wrapped.set(key, found);
    }
    return found;
  };

  const amountsOut = async (chainId: number, router: Address, amountIn: bigint, path: Address[]) => {
    const data = await call(
      chainId,
      router,
      encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      }),
    );
    const amounts = decodeFunctionResult({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', data });
    const out = amounts[amounts.length - 1];
    if (out === undefined) throw new Error('getAmountsOut answered no amounts');
    return out;
  };

  const quote = async (request: SwapQuoteRequest): Promise<SwapQuote> => {
    if (request.amountIn <= 0n) throw new SwapError('invalid-amount', 'Enter an amount to swap');
    const router = routerFor(request.chainId);
    const weth = await wrappedNative(request.chainId, router);
    const paths = candidatePaths(request, weth);
    const results = await Promise.allSettled(
      paths.map((path) => amountsOut(request.chainId, router, request.amountIn, path)),
    );
    let best: { path: Address[]; amountOut: bigint } | undefined;
    results.forEach((result, index) => {
      const path = paths[index];
      if (result.status !== 'fulfilled' || !path || result.value <= 0n) return;
      if (!best || result.value > best.amountOut) best = { path, amountOut: result.value };
    });
    if (!best) {
      throw new SwapError('insufficient-liquidity', 'Insufficient liquidity: no pool can swap this pair');
    }
    const { path, amountOut } = best;
    return {
      amountIn: request.amountIn,
      amountOut,
      amountOutMin: minimumAmountOut(amountOut, request.slippagePercent),
      priceImpact: await priceImpact(request, path, amountOut, (amount) =>
        amountsOut(request.chainId, router, amount, path),
      ),
      route: path,
      ...(isNativeToken(request.fromToken) ? {} : { spender: router }),
    };
  };

  const buildTransaction = async (request: SwapBuildRequest): Promise<SwapTransaction> => {
    const router = routerFor(request.chainId);
    const { quote: chosen, account } = request;
    const path = [...chosen.route];
    const deadline = BigInt(Math.floor(now() / 1000) + SWAP_DEADLINE_SECONDS);
    const to = getAddress(account);
    if (isNativeToken(request.fromToken)) {
      return {
        to: router,
        value: chosen.amountIn,
        data: encodeFunctionData({
          abi: UNISWAP_V2_ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [chosen.amountOutMin, path, to, deadline],
        }),
      };
    }
    const functionName = isNativeToken(request.toToken)
      ? 'swapExactTokensForETH'
      : 'swapExactTokensForTokens';
    return {
      to: router,
      value: 0n,
      data: encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName,
        args: [chosen.amountIn, chosen.amountOutMin, path, to, deadline],
      }),
    };
  };

  return { quote, buildTransaction };
}

/** The direct path and, unless one side is the wrapped native token, the one-hop path through it. */
export function candidatePaths(
  request: Pick<SwapQuoteRequest, 'fromToken' | 'toToken'>,
  weth: Address,
): Address[][] {
  const side = (token: SwapQuoteRequest['fromToken']): Address =>
    isNativeToken(token) ? getAddress(weth) : getAddress(token.address);
  const from = side(request.fromToken);
  const to = side(request.toToken);
  if (from === to) throw new SwapError('invalid-amount', 'Choose two different tokens');
  const paths: Address[][] = [[from, to]];
  const wethAddress = getAddress(weth);
  if (from !== wethAddress && to !== wethAddress) paths.push([from, wethAddress, to]);
  return paths;
}

/**
 * The price impact of the trade: how much worse its rate is than the rate of a tiny trade on the
 * same path (the 0.3 % fee is in both, so it cancels). Undefined when the input is too small to probe.
 */
async function priceImpact(
  request: SwapQuoteRequest,
  path: Address[],
  amountOut: bigint,
  probe: (amountIn: bigint) => Promise<bigint>,
): Promise<number | undefined> {
  const probeIn = request.amountIn / PROBE_DIVISOR;
  if (probeIn === 0n || path.length < 2) return undefined;
  const probeOut = await probe(probeIn).catch(() => 0n);
  if (probeOut === 0n) return undefined;
  // rate(trade) / rate(probe) = (amountOut / amountIn) / (probeOut / probeIn)
  const ratio = (amountOut * probeIn * IMPACT_SCALE) / (request.amountIn * probeOut);
  const impact = Number(IMPACT_SCALE - ratio) / Number(IMPACT_SCALE);
  return Math.max(0, impact);
}
