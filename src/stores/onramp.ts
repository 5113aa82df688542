import { map } from 'nanostores';

/** The onramp providers of SPEC §9. */
export type OnrampProviderId = 'coinbase' | 'meld' | 'dev';

/** One onramp provider: its fee range and the namespaces it serves (SPEC §9). */
export interface OnrampProvider {
  id: OnrampProviderId;
  name: string;
  feeRange: string;
  namespaces: readonly ('eip155' | 'solana')[];
}

/** SPEC §9: coinbase (fee 1-2%, eip155) and meld (1-2%, eip155 and solana). */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
  { id: 'meld', name: 'Meld', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
];

/** A development provider (`onramp: { dev: { url } }`, e.g. the local stack's /dev/onramp/); listed only when configured. */
export const DEV_ONRAMP_PROVIDER: OnrampProvider = {
  id: 'dev',
  name: 'Dev Onramp',
  feeRange: '0%',
  namespaces: ['eip155'],
};

/** The fiat currencies offered to pay with. */
export const ONRAMP_FIAT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'] as const;

/** The assets offered to buy on a namespace (the native coin first). */
export function onrampAssets(namespace: string, nativeSymbol: string): string[] {
  const extra = namespace === 'solana' ? ['USDC'] : ['USDC', 'USDT', 'DAI'];
  return [nativeSymbol, ...extra.filter((symbol) => symbol !== nativeSymbol)];
}

/** The buy form and the purchase in progress. */
export interface OnrampState {
  /** The asset to buy (symbol); the network's native coin when unset. */
  asset: string | undefined;
  fiatCurrency: string;
  /** A preset fiat amount, as typed. */
  fiatAmount: string;
  /** The provider whose popup is open, and its URL. */
  purchase: { provider: OnrampProviderId; url: string } | undefined;
}

/** The onramp flow's state (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress). */
export const $onramp = map<OnrampState>({
  asset: undefined,
  fiatCurrency: 'USD',
  fiatAmount: '',
  purchase: undefined,
});

/** Picks the asset to buy. */
export function setOnrampAsset(asset: string): void {
  $onramp.setKey('asset', asset);
}

/** Picks the fiat currency to pay with. */
export function setOnrampFiat(currency: string): void {
  $onramp.setKey('fiatCurrency', currency);
}

/** Sets the typed fiat amount. */
export function setOnrampAmount(amount: string): void {
  $onramp.setKey('fiatAmount', amount);
}

/** Records the purchase whose provider window was opened. */
export function setOnrampPurchase(purchase: OnrampState['purchase']): void {
  $onramp.setKey('purchase', purchase);
}
