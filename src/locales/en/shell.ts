/** Strings of the entry elements and the modal shell (header, snackbar, alert bar). */
export const shell = {
  connectButton: {
    label: 'Connect Wallet',
    loadingLabel: 'Connecting...',
  },
  modal: {
    title: 'Connect Wallet',
    close: 'Close',
    intro: 'Choose how you want to connect.',
  },
} as const;
