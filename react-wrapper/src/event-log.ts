import type { AppKit } from 'w3m-elements';

/** One analytics event as the instance reports it (the `subscribeEvents` payload). */
export type AppKitEvent = Parameters<Parameters<AppKit['subscribeEvents']>[0]>[0];

/** What `useAppKitEvents` returns: the last event, or nothing before the first one. */
export interface AppKitEventsState {
  timestamp: number | undefined;
  data: AppKitEvent['data'] | undefined;
}

/** The last event of one instance, readable at any time and observable. */
export interface EventLog {
  /** The last event (a stable object until the next one). */
  get(): AppKitEventsState;
  /** Calls back after each event; returns the unsubscribe function. */
  listen(callback: () => void): () => void;
  /** Stops recording (when createAppKit is called again). */
  stop(): void;
}

/** Before any event: also what the server renders. */
export const NO_EVENT: AppKitEventsState = Object.freeze({ timestamp: undefined, data: undefined });

/** Records the last event `instance` emits; a push channel alone has no current value to read. */
export function createEventLog(instance: AppKit): EventLog {
  let last: AppKitEventsState = NO_EVENT;
  const listeners = new Set<() => void>();
  const stop = instance.subscribeEvents((event) => {
    last = { timestamp: event.timestamp, data: event.data };
    for (const listener of [...listeners]) listener();
  });
  return {
    get: () => last,
    listen: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    stop,
  };
}
