import { atom } from 'nanostores';

/** Whether createAppKit has finished seeding the stores. */
export const $initialized = atom(false);

/** Marks the stores as seeded. */
export function markInitialized(): void {
  $initialized.set(true);
}
