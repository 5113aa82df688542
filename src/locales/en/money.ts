import { formatFiat } from '../intl';
import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the money views: the Tokens tab, Send (form, token picker, preview) and Receive. */
export const money = localized(['money'], {
  tokens: {
    loading: 'Loading balances',
    listLabel: 'Tokens',
    usdValue: (value: string): string => formatFiat(value),
  },
  send: {
    title: 'Send',
    selectToken: 'Select token',
    tokenBalance: icu<[amount: string]>('Balance: {amount}', 'amount'),
    amountLabel: 'Amount',
    amountPlaceholder: '0',
    max: 'Max',
    addressLabel: 'Receiver address',
    addressPlaceholder: 'Address or ENS name',
    preview: 'Preview send',
    resolving: 'Resolving name',
    tokenRequired: 'A token is required',
    amountAndReceiverRequired: 'An amount and receiver address are required',
    invalidAddress: 'Invalid address',
    invalidAmount: 'Invalid amount',
    insufficientFunds: 'Insufficient funds',
    unknownName: icu<[name: string]>('No address found for {name}', 'name'),
    tokenListLabel: 'Tokens you can send',
    noTokens: 'No tokens to send on this network',
    previewSending: 'Sending',
    previewTo: 'To',
    previewNetwork: 'Network',
    networkFee: 'Network fee',
    feeUnavailable: 'Unavailable',
    confirm: 'Send',
    cancel: 'Cancel',
    sent: 'Transaction sent',
  },
  receive: {
    description: 'Scan this code or copy the address to receive funds.',
    copy: 'Copy address',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
    networksLabel: 'Works on these networks',
  },
} as const);
