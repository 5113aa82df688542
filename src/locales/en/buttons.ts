/** Strings of the entry buttons: the only ones the first paint needs, so they stand alone. */
export const buttons = {
  connectButton: {
    label: 'Connect Wallet',
    loadingLabel: 'Connecting...',
    /** Shown (on a development page) when createAppKit rejected its options. */
    setupError: 'Wallet setup error',
  },
  networkButton: {
    /** Shown when no network is selected yet. */
    noNetwork: 'Network',
  },
} as const;
