import { checkOnrampRequest, type OnrampRequest } from './onramp-params';

/**
 * The dev onramp's popup URL (the local stack's /dev/onramp/, or any page taking the same query):
 * the wallet, the asset and the fiat amount, in Meld's parameter names.
 */
export function buildDevOnrampUrl(pageUrl: string, request: OnrampRequest): string {
  checkOnrampRequest(request);
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new Error(`The dev onramp URL is not a URL: ${pageUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`The dev onramp URL must be http(s): ${pageUrl}`);
  url.searchParams.set('walletAddress', request.address);
  url.searchParams.set('destinationCurrencyCode', request.asset);
  url.searchParams.set('sourceCurrencyCode', request.fiatCurrency);
  if (request.fiatAmount !== undefined) url.searchParams.set('sourceAmount', request.fiatAmount);
  return url.toString();
}
