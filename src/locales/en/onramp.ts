/** Strings of the onramp views (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress). */
export const onramp = {
  buy: 'Buy',
  payWith: 'Pay with',
  amountLabel: 'Amount (optional)',
  providersLabel: 'Providers',
  fees: (range: string): string => `Fees ${range}`,
  notConfigured: 'Not set up by this app',
  assetsLabel: 'Tokens you can buy',
  fiatsLabel: 'Currencies you can pay with',
  inProgress: (provider: string): string => `Continue in the ${provider} window`,
  inProgressHint: (asset: string, network: string): string =>
    `Your ${asset} arrives on ${network} at the address below once the purchase completes.`,
  reopen: 'Open the window again',
  done: 'Done',
  regionUnavailable: 'Buying and swapping are not available in your region.',
} as const;
