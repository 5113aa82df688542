import { checkOnrampRequest, checkProviderKey, type OnrampRequest } from './onramp-params';

/** SPEC §9 Coinbase pay chains by EVM chain id (Coinbase's network names). */
export const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
};

/** The Coinbase network name of a chain; SPEC §9 falls back to ethereum. */
export function coinbaseNetwork(chainId: number | undefined): string {
  return (chainId !== undefined && COINBASE_PAY_CHAINS[chainId]) || 'ethereum';
}

/** The hosted Coinbase Onramp page. */
export const COINBASE_ONRAMP_URL = 'https://pay.coinbase.com/buy/select-asset';

/**
 * The Coinbase Onramp popup URL with its documented query parameters: `appId`, `addresses` (JSON:
 * address → networks), `assets` (JSON list), `defaultNetwork`, `defaultAsset`, `fiatCurrency` and
 * `presetFiatAmount`. Coinbase Onramp is eip155 only (SPEC §9).
 */
export function buildCoinbaseOnrampUrl(appId: string, request: OnrampRequest): string {
  checkOnrampRequest(request);
  if (request.namespace !== 'eip155') throw new Error('Coinbase Onramp supports eip155 networks only');
  const network = coinbaseNetwork(request.chainId);
  const url = new URL(COINBASE_ONRAMP_URL);
  url.searchParams.set('appId', checkProviderKey('Coinbase', appId));
  url.searchParams.set('addresses', JSON.stringify({ [request.address]: [network] }));
  url.searchParams.set('assets', JSON.stringify([request.asset]));
  url.searchParams.set('defaultNetwork', network);
  url.searchParams.set('defaultAsset', request.asset);
  url.searchParams.set('fiatCurrency', request.fiatCurrency);
  if (request.fiatAmount !== undefined) url.searchParams.set('presetFiatAmount', request.fiatAmount);
  // Links the purchase to the wallet, so Transaction Status (read by the secure site) finds it by address.
  url.searchParams.set('partnerUserRef', request.address);
  return url.toString();
}
