/**
 * Strings of the WalletConnect views and flows. Kept apart from `en` (imported by the first paint):
 * only the lazily loaded WalletConnect code reads them.
 */
export const walletconnect = {
  title: 'Scan with your wallet',
  scanWith: (wallet: string) => `Scan this QR code with ${wallet}`,
  scanAny: 'Scan this QR code with a WalletConnect-compatible wallet',
  qrLabel: 'WalletConnect QR code',
  preparing: 'Preparing the connection…',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  openIn: (wallet: string) => `Open ${wallet}`,
  retry: 'Try again',
  failedTitle: 'Connection failed',
  authenticating: 'Authenticating...',
  authMessageInvalid: 'The sign-in message needs a domain, a uri and a nonce',
  authResponseInvalid: 'The wallet answered the sign-in with an invalid response',
} as const;
