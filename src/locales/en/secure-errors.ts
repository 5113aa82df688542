import { icu } from '../icu';
import { localized } from '../localize';

/**
 * Errors the secure site and its frame answer with a stable reason (issue 22): the host shows
 * them in its locale; the English texts are word for word the site's own.
 */
export const secureErrors = localized(['secureErrors'], {
  tooManyRequests: 'Too many requests from this address: try again later',
  cooldown: icu<[count: number]>('Please try again after {count} seconds', 'count'),
  noCode: 'No code was sent to this email: request a new one',
  wrongCode: icu<[count: number]>('Invalid code: {count, plural, one {# try} other {# tries}} left', 'count'),
  codeExpired: 'The code has expired: request a new one',
  codeExhausted: 'Too many wrong codes: request a new one',
  codeFormat: 'The code has six digits',
  startWithEmail: 'Start with your email address',
  deviceNotApproved: 'This device is not approved yet: open the link we emailed you',
  emailTaken: 'This email is already used by another account',
  emailUnchanged: 'This is already your email',
  noEmailUpdate: 'No email change is in progress: start again',
  primaryConfirmed: 'Your current email is confirmed: enter the code sent to the new one',
  primaryNotConfirmed: 'First enter the code sent to your current email',
} as const);
