/** SPEC §8: the text of a frame error that carries no message. */
export const GENERIC_FRAME_ERROR = 'An error occurred';

/** The frame answered a request with its `_ERROR` event. */
export class FrameRequestError extends Error {
  /** The EIP-1193 / JSON-RPC error code the frame sent, if any (4001: the user rejected). */
  readonly code: number | undefined;

  /** The stable name of an error the user reads (e.g. `wrongCode`), if the frame sent one. */
  readonly reason: string | undefined;
  /** The number that error mentions (tries left, seconds to wait), if any. */
  readonly count: number | undefined;

  constructor(message: string | undefined, code?: number, reason?: string, count?: number) {
    super(message === undefined || message === '' ? GENERIC_FRAME_ERROR : message);
    this.name = 'FrameRequestError';
    this.code = code;
    this.reason = reason;
    this.count = count;
  }
}

/** SPEC §8 timeouts and the alert each one shows (keys of locales/en/alerts.ts). */
export const FRAME_TIMEOUTS = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
} as const;

/** Which timeout fired. */
export type FrameTimeoutReason = keyof typeof FRAME_TIMEOUTS;

/** The alert key a timeout maps to. */
export type FrameAlertKey = (typeof FRAME_TIMEOUTS)[FrameTimeoutReason];

/** The frame did not load in time, or a login request got no answer in time. */
export class FrameTimeoutError extends Error {
  /** The §8 alert this timeout shows. */
  readonly alert: FrameAlertKey;

  constructor(readonly reason: FrameTimeoutReason) {
    super(reason);
    this.name = 'FrameTimeoutError';
    this.alert = FRAME_TIMEOUTS[reason];
  }
}

/** SPEC §8: a request dropped because the frame went away ('Request was aborted' for RPC calls). */
export class FrameAbortError extends Error {
  constructor(isRpc: boolean) {
    super(isRpc ? 'Request was aborted' : 'Something went wrong');
    this.name = 'FrameAbortError';
  }
}

/** SPEC §8: no iframe to post to. */
export const FRAME_NOT_SET = 'W3mFrame: iframe is not set';
