import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the account area (Account and ApproveTransaction views). */
export const account = localized(['account'], {
  profile: {
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    networkLabel: 'Network',
    noNetwork: 'No network',
  },
  balance: {
    loading: 'Loading balance',
    unavailable: 'Balance unavailable',
    unavailableDescription: icu<[network: string]>(
      'The balances on {network} could not be read. Try again later.',
      'network',
    ),
  },
  features: {
    onramp: 'Buy crypto',
    swaps: 'Swap',
    receive: 'Receive',
    send: 'Send',
  },
  switchAddress: {
    open: 'Switch address',
    description: icu<[count: number]>(
      '{count, plural, one {# address} other {# addresses}} in this wallet',
      'count',
    ),
    listLabel: 'Your addresses',
    active: 'Active',
  },
  tabs: {
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Activity',
  },
  empty: {
    tokensTitle: 'No tokens yet',
    tokensDescription: 'Tokens you hold on this network will show up here.',
    nftsTitle: 'No NFTs yet',
    nftsDescription: 'NFTs you own on this network will show up here.',
    activityTitle: 'No activity yet',
    activityDescription: 'Your transactions on this network will show up here.',
  },
  disconnect: 'Disconnect',
  approve: {
    title: 'Approve in your wallet',
    description: 'Review the request in your wallet and approve it there to continue.',
    waiting: 'Waiting for approval',
    pending: icu<[count: number]>(
      '{count, plural, one {# request waiting} other {# requests waiting}}',
      'count',
    ),
    frameLabel: 'Secure approval area',
  },
} as const);
