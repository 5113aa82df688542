/** The embedded wallet's account types on the active chain, and which one is active. */
export interface EmbeddedAccountTypes {
  /** The types the secure site offers here (a smart account only on its smart-account networks). */
  available: ReadonlyArray<'eoa' | 'smartAccount'>;
  active: 'eoa' | 'smartAccount';
}
