/** English strings. Views and shell elements read user-facing text only from here. */
export const en = {
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

/** The shape every locale must follow. */
export type Strings = typeof en;
