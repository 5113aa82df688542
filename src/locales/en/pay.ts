import { icu } from '../icu';
import { localized } from '../localize';

/** Strings of the Pay view (SPEC §3 pay). */
export const pay = localized(['pay'], {
  request: 'Payment request',
  to: 'To',
  network: 'Network',
  balance: icu<[amount: string]>('Your balance: {amount}', 'amount'),
  loading: 'Reading your balance',
  confirm: icu<[amount: string]>('Pay {amount}', 'amount'),
  paying: 'Paying',
  swapFirst: icu<[symbol: string]>(
    'You do not hold enough {symbol}. Swap a token you hold for it first, then pay:',
    'symbol',
  ),
  swapOption: icu<[amountIn: string, amountOut: string]>(
    'Swap {amountIn} for at least {amountOut}',
    'amountIn',
    'amountOut',
  ),
  findingSwaps: 'Looking for a swap',
  swapAndPay: 'Swap and pay',
  swapping: 'Swapping',
  connect: 'Connect a wallet to pay',
  connectButton: 'Connect wallet',
  switchNetwork: icu<[name: string]>('Switch to {name}', 'name'),
  paid: icu<[amount: string]>('Paid {amount}', 'amount'),
  cancel: 'Cancel',
  errors: {
    // Developer-facing (a bad request from the host): plain functions, kept in English.
    disabled: (): string => 'Pay is turned off: set features.pay to true in createAppKit',
    unknownNetwork: (id: string): string =>
      `The payment network "${id}" is not one of the configured networks`,
    notAToken: (address: string): string => `${address} is not an ERC-20 token on this network`,
    unknownAsset: (asset: string, network: string): string =>
      `Unknown asset "${asset}" on ${network}: pass "native" or the token's address`,
    badAmount: (amount: string, symbol: string): string => `${amount} is not a valid amount of ${symbol}`,
    // Shown to the user in the Pay view.
    notConnected: icu('Connect a wallet on the payment network first'),
    rejected: icu('You rejected the payment in your wallet'),
    insufficientFunds: icu<[symbol: string]>(
      'Insufficient funds: not enough {symbol} for this payment',
      'symbol',
    ),
    insufficientFundsAny: icu('Insufficient funds for this payment'),
    noSwap: icu<[amount: string]>(
      'Insufficient funds: you cannot pay {amount}, and no token you hold can be swapped for the rest',
      'amount',
    ),
    closed: icu('The payment was cancelled: the modal was closed'),
  },
} as const);
