import { icu } from '../icu';
import { localized } from '../localize';

/** SPEC §8: what users read when an EVM wallet or node call fails, one sentence per error kind. */
export const chainErrors = localized(['chainErrors'], {
  userRejected: 'You rejected the request in your wallet.',
  unrecognizedChain: 'Your wallet does not know this network yet. Add it to the wallet, then try again.',
  insufficientFunds: 'Not enough funds to pay for this transaction and its gas.',
  feeCapTooHigh: 'The max fee per gas is above the highest allowed value (2^256-1).',
  feeCapTooLow: 'The max fee per gas is below the current base fee. Raise the fee and try again.',
  tipAboveFeeCap: 'The priority fee cannot be higher than the max fee per gas.',
  nonceTooHigh:
    'The transaction nonce is ahead of the account. Wait for pending transactions or reset the nonce.',
  nonceTooLow: 'The transaction nonce was already used. Reset the nonce in your wallet and try again.',
  nonceMaxValue: 'This account has reached the highest possible nonce.',
  intrinsicGasTooHigh: 'The gas limit is higher than the block gas limit.',
  intrinsicGasTooLow: 'The gas limit is too low for this transaction.',
  transactionTypeNotSupported: 'This network does not support this transaction type.',
  transactionReceiptNotFound: 'The transaction receipt is not available yet.',
  transactionNotFound: 'The transaction could not be found.',
  waitForReceiptTimeout: 'Timed out waiting for the transaction to be confirmed.',
  chainMismatch:
    'Your wallet is on a different network than this transaction. Switch networks and try again.',
  chainNotConfigured: 'This network is not configured in the app.',
  invalidChainId: 'The wallet reported an invalid chain id.',
  walletError: 'The wallet could not complete the request.',
  /** A call that would revert, without a decoded reason. */
  reverted: 'The transaction would fail: the contract reverted it.',
  /** A call that would revert, with the contract's reason (kept as the contract wrote it). */
  revertedWithReason: icu<[reason: string]>('The transaction would fail: {reason}.', 'reason'),
} as const);
