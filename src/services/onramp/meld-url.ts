import { checkOnrampRequest, checkProviderKey, type OnrampRequest } from './onramp-params';

/** The hosted Meld crypto widget. */
export const MELD_ONRAMP_URL = 'https://meldcrypto.com/';

/** Meld's network suffix for tokens off Ethereum mainnet (Meld codes such as USDC_BASE). */
const MELD_CHAIN_SUFFIX: Readonly<Record<number, string>> = {
  10: 'OPTIMISM',
  56: 'BSC',
  137: 'POLYGON',
  8453: 'BASE',
  42161: 'ARBITRUM',
  43114: 'AVAXC',
};

/** Meld's currency code of an asset on a network: the symbol on Ethereum and Solana, SYMBOL_NETWORK elsewhere. */
export function meldCurrencyCode(request: Pick<OnrampRequest, 'asset' | 'namespace' | 'chainId'>): string {
  const symbol = request.asset.toUpperCase();
  if (request.namespace === 'solana' || request.chainId === 1) return symbol;
  const suffix = request.chainId !== undefined ? MELD_CHAIN_SUFFIX[request.chainId] : undefined;
  return suffix ? `${symbol}_${suffix}` : symbol;
}

/**
 * The Meld widget popup URL with its documented query parameters: `publicKey`, `walletAddress`,
 * `destinationCurrencyCode`, `sourceCurrencyCode` and `sourceAmount` (eip155 and solana, SPEC §9).
 */
export function buildMeldOnrampUrl(publicKey: string, request: OnrampRequest): string {
  checkOnrampRequest(request);
  const url = new URL(MELD_ONRAMP_URL);
  url.searchParams.set('publicKey', checkProviderKey('Meld', publicKey));
  url.searchParams.set('walletAddress', request.address);
  url.searchParams.set('destinationCurrencyCode', meldCurrencyCode(request));
  url.searchParams.set('sourceCurrencyCode', request.fiatCurrency);
  if (request.fiatAmount !== undefined) url.searchParams.set('sourceAmount', request.fiatAmount);
  // Links the purchase to the wallet, so the transaction search (read by the secure site) finds it.
  url.searchParams.set('externalCustomerId', request.address);
  return url.toString();
}
