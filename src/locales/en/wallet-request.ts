/** Strings of the WalletRequest view (read only by its lazily loaded element). */
export const walletRequest = {
  waitingTitle: (wallet: string) => `Approve in ${wallet}`,
  waitingText: 'Open your wallet app and approve or reject the request there.',
  method: (method: string) => `Request: ${method}`,
  cancel: 'Cancel',
  timedOutTitle: 'Request Timed Out',
  timedOutText: (wallet: string) =>
    `${wallet} did not answer in time, so the request was cancelled. Check your wallet app and try again.`,
  close: 'Close',
} as const;
