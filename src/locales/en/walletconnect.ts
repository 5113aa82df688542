import { untranslated } from '../messages';
import { icu } from '../icu';
import { localized } from '../localize';
/**
 * Strings of the WalletConnect views and flows. Kept apart from `en` (imported by the first paint):
 * only the lazily loaded WalletConnect code reads them.
 */
export const walletconnect = localized(['walletconnect'], {
  title: 'Scan with your wallet',
  scanWith: icu<[wallet: string]>('Scan this QR code with {wallet}', 'wallet'),
  scanAny: 'Scan this QR code with a WalletConnect-compatible wallet',
  qrLabel: 'WalletConnect QR code',
  preparing: 'Preparing the connection…',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  openIn: icu<[wallet: string]>('Open {wallet}', 'wallet'),
  retry: 'Try again',
  failedTitle: 'Connection failed',
  authenticating: 'Authenticating...',
  authMessageInvalid: untranslated('The sign-in message needs a domain, a uri and a nonce'),
  authResponseInvalid: 'The wallet answered the sign-in with an invalid response',
} as const);
