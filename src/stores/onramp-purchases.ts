import { atom } from 'nanostores';

/** Why the onramp purchases are missing from Activity (the report failed or a provider did not answer). */
export const $onrampPurchasesError = atom<string | undefined>(undefined);

/** Records (or with undefined, clears) the purchases' error. */
export function setOnrampPurchasesError(message: string | undefined): void {
  $onrampPurchasesError.set(message);
}
