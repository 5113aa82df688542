import { localized } from '../localize';

/** Strings shown outside any one view: the snackbar's fallbacks and the hidden secure frame's title. */
export const system = localized(['system'], {
  /** SPEC §8: the snackbar text for an error that carries no message. */
  unknownError: 'Unknown error',
  /** SPEC §9: the snackbar after the Activity history could not be fetched. */
  activityFailed: 'Failed to fetch transactions',
  /** The accessible name of the secure site's iframe (email, social and embedded wallet). */
  secureFrameTitle: 'Secure wallet',
  /** The snackbar when a link could not be copied to the clipboard. */
  copyLinkFailed: 'Could not copy the link',
} as const);
