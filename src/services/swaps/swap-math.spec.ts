import { resolveSwapRouters, UNISWAP_V2_ROUTERS } from './routers';
import { DEFAULT_SLIPPAGE_PERCENT, minimumAmountOut } from './slippage';
import { NATIVE_TOKEN_ADDRESS, isNativeToken } from '../../stores/swap-types';
import { candidatePaths } from './uniswap-v2';

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const TST = '0x1111111111111111111111111111111111111111';
const USD = '0x2222222222222222222222222222222222222222';
const token = (address: `0x${string}`) => ({ address, decimals: 18, symbol: 'X' });

describe('swap slippage (SPEC §9 convert slippage tolerance 1)', () => {
  it('defaults to 1 % and keeps 99 % of the output, rounded down', () => {
    expect(DEFAULT_SLIPPAGE_PERCENT).toBe(1);
    expect(minimumAmountOut(10_000n, 1)).toBe(9_900n);
    expect(minimumAmountOut(199n, 1)).toBe(197n); // 197.01 → 197
    expect(minimumAmountOut(1000n, 0)).toBe(1000n);
    expect(minimumAmountOut(1000n, 0.5)).toBe(995n);
  });

  it('refuses a negative, absurd or non-numeric slippage and a negative output', () => {
    expect(() => minimumAmountOut(1n, -1)).toThrow('between 0 and 50');
    expect(() => minimumAmountOut(1n, 51)).toThrow('between 0 and 50');
    expect(() => minimumAmountOut(1n, Number.NaN)).toThrow('between 0 and 50');
    expect(() => minimumAmountOut(-1n, 1)).toThrow('negative');
  });
});

describe('swap path choice', () => {
  it('tries the direct path and the hop through the wrapped native token', () => {
    expect(candidatePaths({ fromToken: token(TST), toToken: token(USD) }, WETH)).toEqual([
      [TST, USD],
      [TST, WETH, USD],
    ]);
  });

  it('routes the native coin as the wrapped token, with no hop through itself', () => {
    expect(candidatePaths({ fromToken: token(NATIVE_TOKEN_ADDRESS), toToken: token(TST) }, WETH)).toEqual([
      [WETH, TST],
    ]);
    expect(candidatePaths({ fromToken: token(USD), toToken: token(NATIVE_TOKEN_ADDRESS) }, WETH)).toEqual([
      [USD, WETH],
    ]);
    expect(isNativeToken({ address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' })).toBe(true);
  });

  it('refuses a swap of a token into itself (ETH into WETH included)', () => {
    expect(() => candidatePaths({ fromToken: token(TST), toToken: token(TST) }, WETH)).toThrow(
      'two different tokens',
    );
    expect(() =>
      candidatePaths({ fromToken: token(NATIVE_TOKEN_ADDRESS), toToken: token(WETH) }, WETH),
    ).toThrow('two different tokens');
  });
});

describe('swap routers per network', () => {
  it('has Router02 for the SPEC §9 swap networks Uniswap deployed V2 on', () => {
    expect(
      Object.keys(UNISWAP_V2_ROUTERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 10, 56, 137, 8453, 42161, 43114]);
  });

  it('takes host overrides by CAIP id or chain id and refuses malformed ones', () => {
    const routers = resolveSwapRouters({ 'eip155:31337': TST, '1': USD });
    expect(routers[31337]).toBe(TST);
    expect(routers[1]).toBe(USD);
    expect(routers[8453]).toBe(UNISWAP_V2_ROUTERS[8453]);
    expect(() => resolveSwapRouters({ 'eip155:x': TST })).toThrow('Invalid swapRouters key "eip155:x"');
    expect(() => resolveSwapRouters({ '1': '0x12' })).toThrow('expected a 0x address');
  });
});
