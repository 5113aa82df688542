import { atom } from 'nanostores';
import type { alerts } from '../locales/en/alerts';

/** One alert of the SPEC §8 catalogue (its texts are in locales/en/alerts.ts). */
export type AlertKey = keyof typeof alerts;

/** The alert on screen. */
export interface AlertState {
  key: AlertKey;
}

/** The open alert, or undefined. */
export const $alert = atom<AlertState | undefined>(undefined);

/** Shows the alert for a catalogue key. */
export function showAlert(key: AlertKey): void {
  $alert.set({ key });
}

/** Hides the alert. */
export function closeAlert(): void {
  $alert.set(undefined);
}

const PROVIDER_ERRORS: ReadonlyArray<readonly [string, AlertKey]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
];

/** SPEC §8: the alert a provider error text maps to (the text may be embedded in a longer message). */
export function alertForProviderError(text: unknown): AlertKey | undefined {
  if (typeof text !== 'string') return undefined;
  return PROVIDER_ERRORS.find(([known]) => text.includes(known))?.[1];
}
