import { atom } from 'nanostores';

/** The embedded wallet's account types on the active chain, and which one is active. */
export interface EmbeddedAccountTypes {
  /** The types the secure site offers here (a smart account only on its smart-account networks). */
  available: ReadonlyArray<'eoa' | 'smartAccount'>;
  active: 'eoa' | 'smartAccount';
}

/** Set while an email or social login is connected; undefined otherwise. */
export const $embeddedAccountTypes = atom<EmbeddedAccountTypes | undefined>(undefined);

/** Records what the frame reported about the user's accounts. */
export function setEmbeddedAccountTypes(value: EmbeddedAccountTypes | undefined): void {
  $embeddedAccountTypes.set(value);
}
