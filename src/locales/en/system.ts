import { localized } from '../localize';

/** The snackbar's last-resort text (kept alone: the snackbar loads with the open modal). */
export const system = localized(['system'], {
  /** SPEC §8: the snackbar text for an error that carries no message. */
  unknownError: 'Unknown error',
} as const);
