import { $locale } from '../active';

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

type Buttons = typeof buttons;

/**
 * One entry-button string in the active locale (English when none is loaded). A plain lookup
 * rather than the catalogue proxy, so the first paint carries no localisation code.
 */
export function buttonText<G extends keyof Buttons>(group: G, key: keyof Buttons[G]): string {
  const table = (($locale.get().messages as Partial<Buttons> | undefined)?.[group] ??
    buttons[group]) as Record<keyof Buttons[G], string>;
  return table[key];
}
