import { atom } from 'nanostores';

/**
 * SPEC §9 request timeout (30000 ms): how long a request may wait for the wallet's answer before it
 * is given up (SPEC §8: a timed-out request is aborted).
 */
export const WALLET_REQUEST_TIMEOUT_MS = 30_000;

/** What the WalletRequest view shows: the request waiting for the wallet, or that it timed out. */
export interface WalletRequestState {
  /** The JSON-RPC method the wallet was asked for. */
  method: string;
  /** The wallet's name, as the session gave it. */
  walletName: string;
  status: 'waiting' | 'timedOut';
}

/** The user cancelled the request from the modal (EIP-1193 code 4001, user rejected). */
export class WalletRequestCancelledError extends Error {
  override name = 'WalletRequestCancelledError';
  readonly code = 4001;
  constructor() {
    super('The request was cancelled before the wallet answered');
  }
}

/** The wallet did not answer within WALLET_REQUEST_TIMEOUT_MS (an internal error: the session stays). */
export class WalletRequestTimeoutError extends Error {
  override name = 'WalletRequestTimeoutError';
  readonly code = -32603;
  constructor(seconds: number) {
    super(`Request timed out: the wallet did not answer within ${seconds} seconds`);
  }
}

/** The request on screen (the newest one still waiting, or the one that timed out). */
export const $walletRequest = atom<WalletRequestState | undefined>(undefined);

interface Waiting {
  state: WalletRequestState;
  cancel(): void;
}

const waiting: Waiting[] = [];

function showNewest(): void {
  const newest = waiting[waiting.length - 1];
  if (newest) $walletRequest.set(newest.state);
  else if ($walletRequest.get()?.status === 'waiting') $walletRequest.set(undefined);
}

/**
 * Waits for `answer` (a request sent to a wallet with a screen of its own) while the WalletRequest
 * view offers Cancel. Settles with the wallet's answer; rejects with WalletRequestCancelledError on
 * cancelWalletRequest(), or with WalletRequestTimeoutError once `timeoutMs` has passed (the view
 * then shows the timeout until dismissed). A late answer after either is dropped.
 */
export function awaitWalletAnswer<T>(
  method: string,
  walletName: string,
  answer: Promise<T>,
  timeoutMs: number = WALLET_REQUEST_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const entry: Waiting = {
      state: { method, walletName, status: 'waiting' },
      cancel: () => finish(() => reject(new WalletRequestCancelledError())),
    };
    let done = false;
    const finish = (settle: () => void, timedOut = false): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      waiting.splice(waiting.indexOf(entry), 1);
      if (timedOut) $walletRequest.set({ ...entry.state, status: 'timedOut' });
      else showNewest();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new WalletRequestTimeoutError(Math.round(timeoutMs / 1000))), true),
      timeoutMs,
    );
    waiting.push(entry);
    showNewest();
    answer.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/** Cancels the request the view shows (the newest waiting one). */
export function cancelWalletRequest(): void {
  waiting[waiting.length - 1]?.cancel();
}

/** Forgets a timed-out request the view showed (its Close). */
export function dismissWalletRequest(): void {
  if ($walletRequest.get()?.status === 'timedOut') $walletRequest.set(undefined);
  showNewest();
}

/** Whether a request is waiting for the wallet's answer. */
export function walletRequestWaiting(): boolean {
  return waiting.length > 0;
}
