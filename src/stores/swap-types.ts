/** SPEC §9: the convert slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE_PERCENT = 1;

/** A token a swap can take or give: the native coin uses {@link NATIVE_TOKEN_ADDRESS} (SPEC §9 placeholder). */
export interface SwapTokenRef {
  /** Contract address, or the native placeholder. */
  address: `0x${string}`;
  decimals: number;
  symbol: string;
}

/** The eip155 placeholder address for the native coin (SPEC §9 native token placeholder). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const;

/** Whether a token reference is the native coin. */
export function isNativeToken(token: Pick<SwapTokenRef, 'address'>): boolean {
  return token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
}

/** What a quote is asked for: an exact input amount (base units) on one chain. */
export interface SwapQuoteRequest {
  chainId: number;
  /** The account that will swap (for sources that tailor quotes). */
  account: `0x${string}`;
  fromToken: SwapTokenRef;
  toToken: SwapTokenRef;
  /** Exact input, in the from-token's base units. */
  amountIn: bigint;
  /** Accepted slippage in percent (SPEC §9: 1). */
  slippagePercent: number;
}

/** A quote: what arrives for the exact input, the least that may arrive, and how it is routed. */
export interface SwapQuote {
  amountIn: bigint;
  /** Expected output in the to-token's base units. */
  amountOut: bigint;
  /** The minimum output the swap transaction enforces (amountOut less the slippage). */
  amountOutMin: bigint;
  /** Price impact as a fraction (0.012 = 1.2 %), when the source knows it. */
  priceImpact?: number;
  /** Token addresses the swap goes through (for display; source specific). */
  route: readonly `0x${string}`[];
  /** Where the from-token must be approved for (absent for native input). */
  spender?: `0x${string}`;
}

/** One transaction the wallet is asked to send. */
export interface SwapTransaction {
  to: `0x${string}`;
  data: `0x${string}`;
  /** Native value in wei. */
  value: bigint;
}

/** What a source is asked to build: the quote it gave, for this account. */
export interface SwapBuildRequest extends SwapQuoteRequest {
  quote: SwapQuote;
}

/**
 * A pluggable quote source (the host's `swapSource` option, e.g. an aggregator with its own key):
 * a quote for an exact input, and the swap transaction for a quote. Approvals are handled by the
 * kit from the quote's `spender`.
 */
export interface SwapSource {
  /** Quotes an exact-input swap; throws {@link SwapError} ('insufficient-liquidity') when there is no route. */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>;
  /** Builds the swap transaction that enforces `quote.amountOutMin`. */
  buildTransaction(request: SwapBuildRequest): Promise<SwapTransaction>;
}

/** Why a swap cannot go ahead. */
export type SwapErrorCode =
  | 'insufficient-balance'
  | 'insufficient-liquidity'
  | 'price-moved'
  | 'rejected'
  | 'unsupported-network'
  | 'invalid-amount'
  | 'failed';

/** A swap failure with a code the views map to a message. */
export class SwapError extends Error {
  override name = 'SwapError';
  /** What went wrong. */
  readonly code: SwapErrorCode;

  constructor(code: SwapErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
