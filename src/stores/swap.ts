import { map } from 'nanostores';
import type { SwapQuote, SwapTokenRef } from './swap-types';

/** SPEC §3 swap token: a balance's fields plus decimals and a logo (eip2612 is always false here). */
export interface SwapToken extends SwapTokenRef {
  name: string;
  logoUri?: string;
  /** What the account holds, in display units (absent when unknown). */
  balance?: string;
}

/** Where the swap flow is. */
export type SwapStep = 'idle' | 'approving' | 'swapping';

/** The swap form and its quote. */
export interface SwapState {
  fromToken: SwapToken | undefined;
  toToken: SwapToken | undefined;
  /** Exact input in the from-token's display units, as typed. */
  amount: string;
  quote: SwapQuote | undefined;
  quoting: boolean;
  /** Why there is no quote, or why the swap failed (a user-facing message). */
  error: string | undefined;
  /** Which side SwapSelectToken picks for. */
  selecting: 'from' | 'to';
  step: SwapStep;
}

const INITIAL: SwapState = {
  fromToken: undefined,
  toToken: undefined,
  amount: '',
  quote: undefined,
  quoting: false,
  error: undefined,
  selecting: 'from',
  step: 'idle',
};

/** The swap flow's state (Swap, SwapSelectToken, SwapPreview). */
export const $swap = map<SwapState>({ ...INITIAL });

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** Whether a typed amount is a non-negative decimal. */
export function isSwapAmount(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** Sets the typed amount; the quote is dropped until it is asked for again. */
export function setSwapAmount(amount: string): void {
  $swap.set({ ...$swap.get(), amount, quote: undefined, error: undefined });
}

/** Puts a token on one side; picking the other side's token swaps the two sides. */
export function setSwapToken(side: 'from' | 'to', token: SwapToken): void {
  const state = $swap.get();
  const other = side === 'from' ? state.toToken : state.fromToken;
  const same = other?.address.toLowerCase() === token.address.toLowerCase();
  const current = side === 'from' ? state.fromToken : state.toToken;
  const next =
    side === 'from'
      ? { fromToken: token, toToken: same ? current : state.toToken }
      : { toToken: token, fromToken: same ? current : state.fromToken };
  $swap.set({ ...state, ...next, quote: undefined, error: undefined });
}

/** Turns the pair around (the amount stays as the new input). */
export function flipSwap(): void {
  const state = $swap.get();
  $swap.set({
    ...state,
    fromToken: state.toToken,
    toToken: state.fromToken,
    quote: undefined,
    error: undefined,
  });
}

/** Which side the token list picks for. */
export function setSwapSelecting(side: 'from' | 'to'): void {
  $swap.setKey('selecting', side);
}

/** Records a quote (or why there is none). */
export function setSwapQuote(quote: SwapQuote | undefined, error?: string): void {
  $swap.set({ ...$swap.get(), quote, error, quoting: false });
}

/** Marks a quote as being fetched. */
export function setSwapQuoting(): void {
  $swap.set({ ...$swap.get(), quoting: true, error: undefined });
}

/** Moves the flow to a step, with an optional error message. */
export function setSwapStep(step: SwapStep, error?: string): void {
  $swap.set({ ...$swap.get(), step, error });
}

/** Clears the form (after a swap, or when the flow starts over). */
export function resetSwap(): void {
  $swap.set({ ...INITIAL });
}
