/** SPEC §9: the secure site's SDK version, sent as `version` on the frame URL. */
export const FRAME_SDK_VERSION = 4;

/** SPEC §4/§9: after the frame's READY event the host waits this long before its first request. */
export const FRAME_READY_DELAY_MS = 500;

/** SPEC §8/§9: a frame that has not sent READY by then failed to load ('iframe_load_failed'). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

/** SPEC §8/§9: how long a login request may wait for its answer ('iframe_request_timeout'). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;

/** The largest message (as JSON) either end accepts; anything bigger is dropped unread. */
export const FRAME_MAX_MESSAGE_CHARS = 128 * 1024;

/** Prefix of the host's (app's) message types. */
export const APP_PREFIX = '@w3m-app/';

/** Prefix of the frame's message types. */
export const FRAME_PREFIX = '@w3m-frame/';

/**
 * Error texts the secure site answers with; SPEC §8 maps the first three to alerts
 * (stores/alerts.ts `alertForProviderError`), so they must stay word for word.
 */
export const FRAME_ERROR_TEXTS = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  tokenNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
  projectIdMissing: 'Project ID Not Configured',
  sessionExpired: 'Session Expired',
  userRejected: 'User rejected the request',
} as const;
