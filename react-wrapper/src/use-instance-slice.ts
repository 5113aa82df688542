'use client';

import { useCallback, useRef, useSyncExternalStore } from 'react';
import { requireAppKit, type BoundAppKit } from './app-kit-instance.js';
import { sameSnapshot } from './same-snapshot.js';

/** How a hook reads one slice of the instance's state; `P` is a primitive parameter (e.g. a namespace). */
export interface InstanceSlice<T extends object, P extends string | undefined = undefined> {
  /** Subscribes to every change that may alter the slice; returns the unsubscribe function. */
  subscribe(kit: BoundAppKit, param: P, onChange: () => void): () => void;
  /** Reads the slice now (may build a new object each call: it is cached while its values stay the same). */
  read(kit: BoundAppKit, param: P): T;
  /** What the server renders and hydration starts from (a constant, so both sides agree). */
  server(kit: BoundAppKit, param: P): T;
}

/**
 * Subscribes a component to a slice of the instance's state with `useSyncExternalStore`. The
 * snapshot keeps its identity until a field changes, so React does not re-render in a loop; the
 * server snapshot makes it safe for server rendering and hydration.
 */
export function useInstanceSlice<T extends object, P extends string | undefined>(
  hookName: string,
  slice: InstanceSlice<T, P>,
  param: P,
): T {
  const kit = requireAppKit(hookName);
  const cache = useRef<T | undefined>(undefined);
  const subscribe = useCallback(
    (onChange: () => void) => slice.subscribe(kit, param, onChange),
    [kit, slice, param],
  );
  const getSnapshot = (): T => {
    const next = slice.read(kit, param);
    if (cache.current !== undefined && sameSnapshot(cache.current, next)) return cache.current;
    cache.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => slice.server(kit, param));
}

/** Subscribes to several instance channels at once; returns one function that removes them all. */
export function subscribeAll(subscriptions: Array<() => void>): () => void {
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}
