import { icu } from '../icu';
import { localized } from '../localize';

/** Strings of the WalletRequest view (read only by its lazily loaded element). */
export const walletRequest = localized(['walletRequest'], {
  waitingTitle: icu<[wallet: string]>('Approve in {wallet}', 'wallet'),
  waitingText: 'Open your wallet app and approve or reject the request there.',
  method: icu<[method: string]>('Request: {method}', 'method'),
  cancel: 'Cancel',
  timedOutTitle: 'Request Timed Out',
  timedOutText: icu<[wallet: string]>(
    '{wallet} did not answer in time, so the request was cancelled. Check your wallet app and try again.',
    'wallet',
  ),
  close: 'Close',
} as const);
