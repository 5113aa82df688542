import {
  $swap,
  flipSwap,
  isSwapAmount,
  resetSwap,
  setSwapAmount,
  setSwapQuote,
  setSwapToken,
  type SwapToken,
} from './swap';
import { formatPriceImpact, formatSwapAmount, formatSwapRate } from './swap-format';
import { isTokenAddress, orderSuggested, searchSwapTokens } from './swap-search';
import { NATIVE_TOKEN_ADDRESS } from './swap-types';

const eth: SwapToken = {
  address: NATIVE_TOKEN_ADDRESS,
  decimals: 18,
  symbol: 'ETH',
  name: 'Ether',
  balance: '2',
};
const tst: SwapToken = {
  address: '0x1111111111111111111111111111111111111111',
  decimals: 18,
  symbol: 'TST',
  name: 'Test Token',
};
const usd: SwapToken = {
  address: '0x2222222222222222222222222222222222222222',
  decimals: 6,
  symbol: 'tUSD',
  name: 'Test USD',
};
const dai: SwapToken = {
  address: '0x3333333333333333333333333333333333333333',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai',
};

beforeEach(() => resetSwap());

describe('swap form store', () => {
  it('puts tokens on each side; picking the other side’s token turns the pair around', () => {
    setSwapToken('from', eth);
    setSwapToken('to', tst);
    setSwapToken('to', eth);
    expect($swap.get()).toMatchObject({ fromToken: tst, toToken: eth });
    flipSwap();
    expect($swap.get()).toMatchObject({ fromToken: eth, toToken: tst });
  });

  it('drops the quote and the error when the amount or a token changes', () => {
    setSwapQuote({ amountIn: 1n, amountOut: 2n, amountOutMin: 1n, route: [] });
    setSwapAmount('3');
    expect($swap.get()).toMatchObject({ amount: '3', quote: undefined, error: undefined });
    setSwapQuote(undefined, 'Insufficient ETH balance');
    expect($swap.get().error).toBe('Insufficient ETH balance');
    setSwapToken('from', eth);
    expect($swap.get().error).toBeUndefined();
  });

  it('accepts only non-negative decimals as amounts', () => {
    expect(isSwapAmount('1.5')).toBe(true);
    expect(isSwapAmount('.5')).toBe(true);
    for (const bad of ['', '-1', '1e3', 'abc', '1.2.3']) expect(isSwapAmount(bad)).toBe(false);
  });
});

describe('swap amounts for display', () => {
  it('cuts to 6 decimals without rounding up and drops trailing zeros', () => {
    expect(formatSwapAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999999');
    expect(formatSwapAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatSwapAmount(5n, 6)).toBe('0.000005');
    expect(formatSwapAmount(0n, 18)).toBe('0');
  });

  it('states the rate per one input token and the price impact in percent', () => {
    // 2 ETH → 3000 tUSD: 1 ETH = 1500 tUSD
    expect(formatSwapRate(2n * 10n ** 18n, 18, 3_000_000_000n, 6)).toBe('1500');
    expect(formatPriceImpact(0.0123)).toBe('1.23%');
    expect(formatPriceImpact(0.00001)).toBe('<0.01%');
    expect(formatPriceImpact(undefined)).toBe('–');
  });
});

describe('swap token search and suggestions (SPEC §9 suggested tokens)', () => {
  it('finds tokens by symbol, name or full address, case-insensitively', () => {
    const all = [eth, tst, usd];
    expect(searchSwapTokens(all, 'tst')).toEqual([tst]);
    expect(searchSwapTokens(all, 'test')).toEqual([tst, usd]);
    expect(searchSwapTokens(all, usd.address.toUpperCase().replace('0X', '0x'))).toEqual([usd]);
    expect(searchSwapTokens(all, '  ')).toEqual(all);
    expect(isTokenAddress(tst.address)).toBe(true);
    expect(isTokenAddress('0x12')).toBe(false);
  });

  it('lists suggested symbols first, leaves out held tokens and duplicates', () => {
    expect(orderSuggested([tst, dai, usd, dai, eth], [eth]).map((token) => token.symbol)).toEqual([
      'DAI',
      'TST',
      'tUSD',
    ]);
  });
});
