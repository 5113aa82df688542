import { getAddress } from 'viem';
import { UNISWAP_V2_ROUTERS } from './routers';
import { POPULAR_TOKEN_CHAINS, popularSwapTokens } from './popular-tokens';

describe('SPEC §9 popular swap tokens', () => {
  test('every network with a built-in router has a list with a dollar stablecoin', () => {
    for (const chainId of Object.keys(UNISWAP_V2_ROUTERS).map(Number)) {
      const symbols = popularSwapTokens(chainId).map((token) => token.symbol);
      expect(symbols.some((symbol) => symbol === 'USDC' || symbol === 'USDT')).toBe(true);
    }
    expect([...POPULAR_TOKEN_CHAINS].sort()).toEqual(Object.keys(UNISWAP_V2_ROUTERS).map(Number).sort());
  });

  test('addresses are well-formed in checksum case (a mistyped digit breaks the checksum) and unique per network', () => {
    for (const chainId of POPULAR_TOKEN_CHAINS) {
      const tokens = popularSwapTokens(chainId);
      for (const token of tokens) {
        expect(getAddress(token.address)).toBe(token.address);
        expect(Number.isInteger(token.decimals) && token.decimals > 0).toBe(true);
      }
      expect(new Set(tokens.map((token) => token.address)).size).toBe(tokens.length);
      expect(new Set(tokens.map((token) => token.symbol)).size).toBe(tokens.length);
    }
  });

  test('local chains and unknown networks have none (the host lists its own tokens)', () => {
    expect(popularSwapTokens(31337)).toEqual([]);
    expect(popularSwapTokens(999_999)).toEqual([]);
  });
});
