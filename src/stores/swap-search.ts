import type { SwapToken } from './swap';

/** SPEC §9 suggested swap tokens, by symbol: listed first among the tokens the account does not hold. */
export const SUGGESTED_SWAP_SYMBOLS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'UNI'] as const;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether a search text is a full token address (then the token can be looked up on chain). */
export function isTokenAddress(text: string): boolean {
  return ADDRESS.test(text.trim());
}

/** The tokens matching a search by symbol, name or address (case-insensitive); all of them for an empty search. */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...tokens];
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(text) ||
      token.name.toLowerCase().includes(text) ||
      token.address.toLowerCase() === text,
  );
}

/** Suggested tokens first (in {@link SUGGESTED_SWAP_SYMBOLS} order), then the rest by symbol; held tokens left out. */
export function orderSuggested(tokens: readonly SwapToken[], held: readonly SwapToken[]): SwapToken[] {
  const heldAddresses = new Set(held.map((token) => token.address.toLowerCase()));
  const rank = (token: SwapToken): number => {
    const index = (SUGGESTED_SWAP_SYMBOLS as readonly string[]).indexOf(token.symbol.toUpperCase());
    return index === -1 ? SUGGESTED_SWAP_SYMBOLS.length : index;
  };
  const seen = new Set<string>();
  return tokens
    .filter((token) => {
      const key = token.address.toLowerCase();
      if (heldAddresses.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol));
}
