import { $router, type ViewArguments } from '../stores/router';
import { $swap, setSwapAmount, setSwapToken, type SwapToken } from '../stores/swap';
import { isTokenAddress } from '../stores/swap-search';
import { isNativeToken } from '../stores/swap-types';
import { loadSwapTokens, lookupSwapToken } from './swap-tokens';

const applied = new WeakSet<ViewArguments>();

/** Whether the router holds Swap arguments not applied yet (an `open` while Swap is already shown). */
export function hasFreshSwapArguments(): boolean {
  const args = $router.get().data?.arguments;
  return args !== undefined && !applied.has(args);
}

/** Finds a token by symbol (case-insensitive) or address among the lists, or looks an address up on chain. */
async function resolveToken(wanted: string, tokens: readonly SwapToken[]): Promise<SwapToken | undefined> {
  const text = wanted.trim().toLowerCase();
  const found = tokens.find(
    (token) => token.symbol.toLowerCase() === text || token.address.toLowerCase() === text,
  );
  if (found || !isTokenAddress(text)) return found;
  return lookupSwapToken(text).catch(() => undefined);
}

/**
 * Fills the swap form on open: `open({ view: 'Swap', arguments: { amount, fromToken, toToken } })`
 * (tokens by symbol or address; each open's arguments are applied once), and otherwise starts
 * from the native coin. Unknown tokens are left unset rather than guessed.
 */
export async function applySwapArguments(): Promise<void> {
  const args = $router.get().data?.arguments;
  const fresh = args !== undefined && !applied.has(args);
  if (!fresh && $swap.get().fromToken) return;
  if (args) applied.add(args);
  let lists: { held: SwapToken[]; suggested: SwapToken[] };
  try {
    lists = await loadSwapTokens();
  } catch (error) {
    console.warn('w3m: could not load the swap tokens', error);
    return;
  }
  const tokens = [...lists.held, ...lists.suggested];
  const from =
    fresh && typeof args.fromToken === 'string' ? await resolveToken(args.fromToken, tokens) : undefined;
  const to = fresh && typeof args.toToken === 'string' ? await resolveToken(args.toToken, tokens) : undefined;
  const native = tokens.find((token) => isNativeToken(token));
  const start = from ?? $swap.get().fromToken ?? native;
  if (start) setSwapToken('from', start);
  if (to) setSwapToken('to', to);
  const amount = fresh ? args.amount : undefined;
  if (typeof amount === 'string' || typeof amount === 'number') setSwapAmount(String(amount));
}
