/** An error the API answers with a status and a message the frame shows (or maps, SPEC §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds until the client may try again (429 answers). */
    readonly retryAfter?: number,
    /** The EIP-1193 code the frame answers the host with (e.g. 4200 for an unsupported method). */
    readonly rpcCode?: number,
    /** The stable name of the error (an API_ERRORS key by default) and the number it mentions. */
    detail: { reason?: string; count?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = detail.reason ?? reasonOf(message);
    this.count = detail.count;
  }

  /** The error's stable name, which the host maps to a sentence in its locale (issue 22). */
  readonly reason: string | undefined;
  /** The number the sentence mentions (tries left, seconds to wait). */
  readonly count: number | undefined;
}

/** API_ERRORS the user reads in the modal; the rest are mapped to alerts by their text (SPEC §8). */
export const USER_FACING: ReadonlySet<string> = new Set([
  'tooManyRequests',
  'noCode',
  'codeExpired',
  'codeExhausted',
  'deviceNotApproved',
  'emailTaken',
  'emailUnchanged',
  'noEmailUpdate',
  'primaryConfirmed',
  'primaryNotConfirmed',
]);

/** The API_ERRORS key whose text is `message`, when the user reads it. */
function reasonOf(message: string): string | undefined {
  const key = Object.entries(API_ERRORS).find(([, text]) => text === message)?.[0];
  return key !== undefined && USER_FACING.has(key) ? key : undefined;
}

/** The texts the API answers with; the first three are mapped to alerts by the host (SPEC §8). */
export const API_ERRORS = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  tokenNotYetValid: 'Session Expired: JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
  projectIdMissing: 'Project ID Not Configured',
  tokenExpired: 'Session Expired: JWT validation error: JWT Token has expired',
  sessionInvalid: 'Session Expired: the session was signed out or is unknown',
  tooManyRequests: 'Too many requests from this address: try again later',
  noCode: 'No code was sent to this email: request a new one',
  wrongCode: 'Invalid code',
  codeExpired: 'The code has expired: request a new one',
  codeExhausted: 'Too many wrong codes: request a new one',
  deviceNotApproved: 'This device is not approved yet: open the link we emailed you',
  emailTaken: 'This email is already used by another account',
  emailUnchanged: 'This is already your email',
  noEmailUpdate: 'No email change is in progress: start again',
  primaryConfirmed: 'Your current email is confirmed: enter the code sent to the new one',
  primaryNotConfirmed: 'First enter the code sent to your current email',
} as const;

/** The six-digit rule of every code check. */
export const CODE_FORMAT_ERROR = 'The code has six digits';

/** SPEC §5 cooldown text. */
export const cooldownText = (seconds: number): string => `Please try again after ${seconds} seconds`;
