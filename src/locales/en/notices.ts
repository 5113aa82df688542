import { localized } from '../localize';

/** Strings shown outside any one view: snackbar notices and the hidden secure frame's title. */
export const notices = localized(['notices'], {
  /** SPEC §9: the snackbar after the Activity history could not be fetched. */
  activityFailed: 'Failed to fetch transactions',
  /** The accessible name of the secure site's iframe (email, social and embedded wallet). */
  secureFrameTitle: 'Secure wallet',
  /** The snackbar when a link could not be copied to the clipboard. */
  copyLinkFailed: 'Could not copy the link',
} as const);
