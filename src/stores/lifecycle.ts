import { atom } from 'nanostores';

/** Whether createAppKit has finished seeding the stores. */
export const $initialized = atom(false);

/**
 * Why createAppKit threw, when it did: the entry elements then stay disabled instead of working
 * with defaults. `message` is set in development only (the page shows it); production logs it.
 */
export const $setupFailed = atom<{ message?: string } | undefined>(undefined);

/** Marks the stores as seeded (and forgets an earlier failed setup). */
export function markInitialized(): void {
  $setupFailed.set(undefined);
  $initialized.set(true);
}

/** Records a failed createAppKit; `shown` puts the message on the page (development). */
export function markSetupFailed(message: string, shown: boolean): void {
  $setupFailed.set(shown ? { message } : {});
}
