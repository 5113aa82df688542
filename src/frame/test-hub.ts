import type { FrameTarget, MessageHub } from './messenger';

/** A stand-in for the host window and the iframe window in unit tests (no DOM needed). */
export class TestHub implements MessageHub {
  private readonly listeners = new Set<(event: MessageEvent) => void>();

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  /** Delivers a message as the browser would: data, sender origin and source window. */
  deliver(data: unknown, origin: string, source: unknown): void {
    for (const listener of this.listeners) listener({ data, origin, source } as MessageEvent);
  }

  /** How many listeners are attached. */
  get size(): number {
    return this.listeners.size;
  }
}

/** The iframe window: records what the host posted and to which origin. */
export class TestFrameWindow implements FrameTarget {
  readonly posted: Array<{ message: { id: string; type: string; payload?: unknown }; targetOrigin: string }> =
    [];

  postMessage(message: unknown, targetOrigin: string): void {
    this.posted.push({ message: message as { id: string; type: string }, targetOrigin });
  }

  /** The last posted message. */
  get last(): { id: string; type: string; payload?: unknown } {
    const last = this.posted.at(-1);
    if (!last) throw new Error('nothing posted');
    return last.message;
  }
}
