import { TIMED_ACTIONS, type FrameAction, type RequestPayload, type SuccessPayload } from './actions';
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_PREFIX,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from './constants';
import {
  FRAME_NOT_SET,
  FrameAbortError,
  FrameRequestError,
  FrameTimeoutError,
  type FrameAlertKey,
} from './errors';
import { appMessage, parseFrameMessage, type FrameAnswer } from './messages';
import { secureOrigin } from './url';

/** The iframe's window as the messenger uses it. */
export interface FrameTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Where the frame's messages arrive: the host page's window. */
export interface MessageHub {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** How to reach one secure frame. */
export interface FrameMessengerOptions {
  /** The secure site's URL; only its origin is used, both for posting and for accepting. */
  secureSiteUrl: string;
  /** The iframe's contentWindow (the only accepted `source`); undefined until the iframe exists. */
  frameWindow: () => FrameTarget | null | undefined;
  /** The host page's window. */
  hub: MessageHub;
  /** Called when a §8 timeout fires, with the alert to show. */
  onAlert?: (key: FrameAlertKey) => void;
  /** Called when the frame reports a session change. */
  onSessionUpdate?: (update: { isConnected: boolean }) => void;
  /**
   * The text the user reads for a frame error with a reason (the host's catalogue in its locale);
   * undefined keeps the frame's English message.
   */
  describeError?: (error: FrameRequestError) => string | undefined;
  /** Makes request ids (default: 12 random base-36 characters). */
  randomId?: () => string;
}

interface Pending {
  action: FrameAction;
  message: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: ReturnType<typeof setTimeout>;
}

/** A random short id (SPEC §9). */
export function randomRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * The host side of the secure frame (SPEC §4, §7, §8): posts only to the secure site's origin,
 * accepts only that origin's messages from that iframe's window, matches answers to requests by
 * id and action, waits for READY plus 500 ms before the first request, and enforces the load and
 * request timeouts.
 */
export class FrameMessenger {
  private readonly origin: string;
  private readonly pending = new Map<string, Pending>();
  private readonly queue: string[] = [];
  private state: 'idle' | 'loading' | 'settling' | 'ready' | 'failed' | 'closed' = 'idle';
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly readyWaiters: Array<{ resolve(): void; reject(error: Error): void }> = [];

  constructor(private readonly options: FrameMessengerOptions) {
    this.origin = secureOrigin(options.secureSiteUrl);
  }

  /** Starts listening and the 20 s load timer; call when the iframe is inserted. */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'loading';
    this.options.hub.addEventListener('message', this.onMessage);
    this.loadTimer = setTimeout(this.onLoadTimeout, FRAME_LOAD_TIMEOUT_MS);
  }

  /** True once READY arrived and the 500 ms settle delay passed. */
  get isReady(): boolean {
    return this.state === 'ready';
  }

  /** Resolves when the frame is ready; rejects with 'iframe_load_failed' if it never is. */
  whenReady(): Promise<void> {
    if (this.state === 'ready') return Promise.resolve();
    if (this.state === 'failed') return Promise.reject(new FrameTimeoutError('iframe_load_failed'));
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Sends one action and resolves with the frame's success payload (rejects on its error). */
  request<A extends FrameAction>(action: A, payload?: RequestPayload<A>): Promise<SuccessPayload<A>> {
    if (this.state === 'failed') return Promise.reject(new FrameTimeoutError('iframe_load_failed'));
    if (this.state === 'closed') return Promise.reject(new FrameAbortError(action === 'RPC_REQUEST'));
    const id = this.uniqueId();
    return new Promise<SuccessPayload<A>>((resolve, reject) => {
      const entry: Pending = {
        action,
        message: appMessage(action, id, payload),
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (TIMED_ACTIONS.has(action)) {
        entry.timer = setTimeout(() => this.onRequestTimeout(id), FRAME_REQUEST_TIMEOUT_MS);
      }
      this.pending.set(id, entry);
      if (this.state === 'ready') this.send(id);
      else this.queue.push(id);
    });
  }

  /** Stops listening; pending requests reject ('Request was aborted' / 'Something went wrong'). */
  destroy(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.options.hub.removeEventListener('message', this.onMessage);
    clearTimeout(this.loadTimer);
    clearTimeout(this.readyTimer);
    for (const [id, entry] of this.pending)
      this.settle(id, entry, new FrameAbortError(entry.action === 'RPC_REQUEST'));
    this.queue.length = 0;
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(new FrameAbortError(false));
  }

  private uniqueId(): string {
    const make = this.options.randomId ?? randomRequestId;
    let id = make();
    while (this.pending.has(id)) id = make();
    return id;
  }

  private send(id: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    const target = this.options.frameWindow();
    if (!target) {
      this.settle(id, entry, new Error(FRAME_NOT_SET));
      return;
    }
    target.postMessage(entry.message, this.origin);
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (event.origin !== this.origin) return;
    const frame = this.options.frameWindow();
    if (!frame || event.source !== frame) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === `${FRAME_PREFIX}READY`) this.onReady();
    else if (message.type === `${FRAME_PREFIX}SESSION_UPDATE`)
      this.options.onSessionUpdate?.(message.payload);
    else this.onAnswer(message as FrameAnswer);
  };

  private onReady(): void {
    if (this.state !== 'loading') return;
    this.state = 'settling';
    clearTimeout(this.loadTimer);
    this.readyTimer = setTimeout(() => {
      if (this.state !== 'settling') return;
      this.state = 'ready';
      for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      for (const id of this.queue.splice(0)) this.send(id);
    }, FRAME_READY_DELAY_MS);
  }

  private onAnswer(message: FrameAnswer): void {
    const entry = this.pending.get(message.id);
    // Answers to ids we never sent, already settled (replays) or not sent yet are dropped.
    if (!entry || this.queue.includes(message.id)) return;
    const base = `${FRAME_PREFIX}${entry.action}`;
    if (message.type === `${base}_SUCCESS`) {
      this.settle(message.id, entry, undefined, message.payload);
    } else if (message.type === `${base}_ERROR`) {
      const payload = message.payload as
        { message?: string; code?: number; reason?: string; count?: number } | undefined;
      const error = new FrameRequestError(payload?.message, payload?.code, payload?.reason, payload?.count);
      const text = error.reason === undefined ? undefined : this.options.describeError?.(error);
      if (text) error.message = text;
      this.settle(message.id, entry, error);
    }
  }

  private settle(id: string, entry: Pending, error?: Error, value?: unknown): void {
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(error);
    else entry.resolve(value);
  }

  private readonly onLoadTimeout = (): void => {
    if (this.state !== 'loading') return;
    this.state = 'failed';
    const error = new FrameTimeoutError('iframe_load_failed');
    for (const [id, entry] of this.pending) this.settle(id, entry, error);
    this.queue.length = 0;
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(error);
    this.options.onAlert?.(error.alert);
  };

  private onRequestTimeout(id: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    const error = new FrameTimeoutError('iframe_request_timeout');
    const queued = this.queue.indexOf(id);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(id, entry, error);
    this.options.onAlert?.(error.alert);
  }
}
