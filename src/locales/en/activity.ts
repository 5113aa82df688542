import { localizeDecimals } from '../intl';
import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the Account view's Activity and NFTs tabs. */
export const activity = localized(['activity'], {
  operations: {
    send: 'Sent',
    receive: 'Received',
    mint: 'Minted',
    deploy: 'Deployed',
    trade: 'Traded',
    execute: 'Contract call',
    buy: 'Purchase',
  } as Readonly<Record<string, string>>,
  otherOperation: 'Transaction',
  statuses: {
    confirmed: 'Confirmed',
    failed: 'Failed',
    pending: 'Pending',
  } as Readonly<Record<string, string>>,
  to: icu<[address: string]>('To {address}', 'address'),
  from: icu<[address: string]>('From {address}', 'address'),
  newContract: 'New contract',
  loading: 'Loading activity',
  listLabel: 'Transactions',
  loadMore: 'Load more',
  retry: 'Try again',
  nfts: {
    loading: 'Loading NFTs',
    listLabel: 'NFTs',
    unavailableTitle: 'NFTs are not available here',
    unavailableDescription: 'No NFT source is configured for this network.',
    failedTitle: 'NFTs could not be loaded',
    failedDescription: 'The NFT source did not answer. Try again in a moment.',
    amount: (amount: string): string => `\u00d7${localizeDecimals(amount)}`,
    noImage: 'No preview',
  },
} as const);
