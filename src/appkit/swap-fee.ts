import { formatUnits } from 'viem';
import { getActiveNetwork } from '../stores/chain';
import { setSwapFee, type SwapFee, type SwapToken } from '../stores/swap';
import { formatSwapAmount } from '../stores/swap-format';
import type { SwapQuote } from '../stores/swap-types';
import { loadBalances } from './account-data';
import { estimateSwapFee } from './swap-flow';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 3,
});

/** A fee in base units as shown: the native amount with its symbol, and USD when the coin's price is known. */
export function describeFee(
  fee: bigint,
  native: { symbol: string; decimals: number },
  usdPrice: number | undefined,
): SwapFee {
  const amount = formatSwapAmount(fee, native.decimals);
  const shown = { native: `${amount === '0' && fee > 0n ? '< 0.000001' : amount} ${native.symbol}` };
  if (usdPrice === undefined || !(usdPrice > 0)) return shown;
  const fiat = Number(formatUnits(fee, native.decimals)) * usdPrice;
  return { ...shown, fiat: fiat > 0 && fiat < 0.01 ? '< $0.01' : usd.format(fiat) };
}

/**
 * Estimates the network fee of the quoted swap (gas estimate × gas price) for the Swap view and
 * stores it beside the quote; priced in USD from the native coin's balance row when a price
 * source gave one. Left empty when the node cannot estimate it (an input not approved yet).
 */
export async function refreshSwapFee(
  quote: SwapQuote,
  fromToken: SwapToken,
  toToken: SwapToken,
): Promise<void> {
  const network = getActiveNetwork();
  if (network?.chainNamespace !== 'eip155') return;
  const fee = await estimateSwapFee(quote, fromToken, toToken).catch(() => undefined);
  if (fee === undefined) return setSwapFee(quote, undefined);
  const balances = await loadBalances().catch(() => []);
  const price = balances.find((balance) => !balance.address)?.price;
  setSwapFee(quote, describeFee(fee, network.nativeCurrency, price));
}
