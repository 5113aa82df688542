import type { ReadableAtom } from 'nanostores';

/**
 * Collects store subscriptions for one component so they are opened in connectedCallback
 * and all closed in disconnectedCallback.
 */
export class StoreSubscriptions {
  private readonly stops: Array<() => void> = [];

  /** Calls `onValue` now and on every change of `store` until `clear()`. */
  watch<T>(store: ReadableAtom<T>, onValue: (value: T) => void): void {
    this.stops.push(store.subscribe(onValue));
  }

  /** Ends every subscription. */
  clear(): void {
    while (this.stops.length > 0) this.stops.pop()?.();
  }
}
