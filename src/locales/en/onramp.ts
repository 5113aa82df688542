import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the onramp views (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress). */
export const onramp = localized(['onramp'], {
  buy: 'Buy',
  payWith: 'Pay with',
  amountLabel: 'Amount (optional)',
  providersLabel: 'Providers',
  fees: icu<[range: string]>('Fees {range}', 'range'),
  notConfigured: 'Not set up by this app',
  assetsLabel: 'Tokens you can buy',
  fiatsLabel: 'Currencies you can pay with',
  inProgress: icu<[provider: string]>('Continue in the {provider} window', 'provider'),
  inProgressHint: icu<[asset: string, network: string]>(
    'Your {asset} arrives on {network} at the address below once the purchase completes.',
    'asset',
    'network',
  ),
  reopen: 'Open the window again',
  done: 'Done',
  regionUnavailable: 'Buying and swapping are not available in your region.',
} as const);
