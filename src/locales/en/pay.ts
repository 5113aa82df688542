/** Strings of the Pay view (SPEC §3 pay). */
export const pay = {
  request: 'Payment request',
  to: 'To',
  network: 'Network',
  balance: (amount: string): string => `Your balance: ${amount}`,
  loading: 'Reading your balance',
  confirm: (amount: string): string => `Pay ${amount}`,
  paying: 'Paying',
  swapFirst: (symbol: string): string =>
    `You do not hold enough ${symbol}. Swap a token you hold for it first, then pay:`,
  swapOption: (amountIn: string, amountOut: string): string => `Swap ${amountIn} for at least ${amountOut}`,
  findingSwaps: 'Looking for a swap',
  swapAndPay: 'Swap and pay',
  swapping: 'Swapping',
  connect: 'Connect a wallet to pay',
  connectButton: 'Connect wallet',
  switchNetwork: (name: string): string => `Switch to ${name}`,
  paid: (amount: string): string => `Paid ${amount}`,
  cancel: 'Cancel',
  errors: {
    disabled: (): string => 'Pay is turned off: set features.pay to true in createAppKit',
    notConnected: (): string => 'Connect a wallet on the payment network first',
    unknownNetwork: (id: string): string =>
      `The payment network "${id}" is not one of the configured networks`,
    notAToken: (address: string): string => `${address} is not an ERC-20 token on this network`,
    unknownAsset: (asset: string, network: string): string =>
      `Unknown asset "${asset}" on ${network}: pass "native" or the token's address`,
    badAmount: (amount: string, symbol: string): string => `${amount} is not a valid amount of ${symbol}`,
    rejected: (): string => 'You rejected the payment in your wallet',
    insufficientFunds: (symbol: string): string =>
      symbol
        ? `Insufficient funds: not enough ${symbol} for this payment`
        : 'Insufficient funds for this payment',
    noSwap: (amount: string): string =>
      `Insufficient funds: you cannot pay ${amount}, and no token you hold can be swapped for the rest`,
    closed: (): string => 'The payment was cancelled: the modal was closed',
  },
} as const;
