import { getFeature } from './options';
import type { AnalyticsEvent, AnalyticsSink, EmittedEvent } from './event-types';

export type * from './event-types';

type Listener = (event: EmittedEvent) => void;

const listeners = new Set<Listener>();
let sink: AnalyticsSink | undefined;

/** Sets (or with undefined, removes) where analytics events are sent. */
export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next;
}

/** Calls `listener` for every event; returns the unsubscribe function. */
export function subscribeEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Notifies local subscribers; sends to the host's sink only when `features.analytics` is on and
 * a sink is set. A throwing subscriber or sink never breaks the caller's flow.
 */
export function emitEvent(event: AnalyticsEvent, now: number = Date.now()): void {
  const emitted: EmittedEvent = { timestamp: now, data: event };
  for (const listener of [...listeners]) {
    try {
      listener(emitted);
    } catch {
      // A host callback's bug must not break a connect or send flow.
    }
  }
  if (!sink || !getFeature('analytics')) return;
  try {
    sink(emitted);
  } catch {
    // Same as above: analytics is best-effort.
  }
}
