import { buildCoinbaseOnrampUrl } from '../services/onramp/coinbase-url';
import { buildDevOnrampUrl } from '../services/onramp/dev-url';
import { buildMeldOnrampUrl } from '../services/onramp/meld-url';
import type { OnrampRequest } from '../services/onramp/onramp-params';
import { getAccount } from '../stores/account';
import { getActiveNetwork } from '../stores/chain';
import { $onramp, setOnrampPurchase, type OnrampProviderId } from '../stores/onramp';
import { $options } from '../stores/options';
import { push } from '../stores/router';

/** The popup's window features: a separate window, with no way back to this page. */
const POPUP_FEATURES = 'popup,width=500,height=720,noopener,noreferrer';

/** What the provider is asked for: the connected address, the active network and the chosen asset. */
export function onrampRequest(): OnrampRequest {
  const network = getActiveNetwork();
  const namespace = network?.chainNamespace;
  if (!network || (namespace !== 'eip155' && namespace !== 'solana')) {
    throw new Error('Buying crypto is not available on this network');
  }
  const address = getAccount(namespace).address;
  if (!address) throw new Error(`No connected ${namespace} account`);
  const { asset, fiatCurrency, fiatAmount } = $onramp.get();
  const amount = fiatAmount.trim();
  return {
    address,
    namespace,
    ...(namespace === 'eip155' ? { chainId: Number(network.id) } : {}),
    asset: asset ?? network.nativeCurrency.symbol,
    fiatCurrency,
    ...(amount ? { fiatAmount: amount } : {}),
  };
}

/** Whether the host gave the key a provider needs (`onramp: { coinbase: { appId }, meld: { publicKey } }`). */
export function onrampConfigured(provider: OnrampProviderId): boolean {
  const keys = $options.get().onramp;
  if (provider === 'dev') return Boolean(keys?.dev?.url);
  return provider === 'coinbase' ? Boolean(keys?.coinbase?.appId) : Boolean(keys?.meld?.publicKey);
}

/** The provider's popup URL for the current form; throws a clear Error for a missing key or bad input. */
export function onrampUrl(provider: OnrampProviderId): string {
  const keys = $options.get().onramp;
  const request = onrampRequest();
  if (provider === 'dev') return buildDevOnrampUrl(keys?.dev?.url ?? '', request);
  return provider === 'coinbase'
    ? buildCoinbaseOnrampUrl(keys?.coinbase?.appId ?? '', request)
    : buildMeldOnrampUrl(keys?.meld?.publicKey ?? '', request);
}

/** Opens the provider's page in a popup and shows BuyInProgress. */
export function startOnramp(provider: OnrampProviderId): void {
  const url = onrampUrl(provider);
  window.open(url, '_blank', POPUP_FEATURES);
  setOnrampPurchase({ provider, url });
  push('BuyInProgress');
}

/** Opens the provider's popup of the purchase in progress again (the user closed it too early). */
export function reopenOnramp(): void {
  const purchase = $onramp.get().purchase;
  if (purchase) window.open(purchase.url, '_blank', POPUP_FEATURES);
}
