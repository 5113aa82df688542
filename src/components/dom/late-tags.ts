import { getAssetPath } from '@stencil/core';
import { LATE_TAGS_MODULE } from './late-tags-name';

// The lazy build (the HTML loader) registers only the entry elements up front; the build writes
// every other tag's loader row into a module beside the loader (scripts/split-lazy-registry.ts),
// so the first paint does not carry ~50 rows of props and state it never uses.

let pending: Promise<void> | undefined;

/**
 * Registers the tags the loader left out (lazy build only); concurrent calls share one import. It
 * never rejects: after a failed import the next call tries again, and an element rendered in the
 * meantime upgrades once its tag is defined (a test DOM, which has no such module, just goes on).
 */
export function defineLateTags(): Promise<void> {
  pending ??= Promise.resolve()
    .then(() => import(/* @vite-ignore */ getAssetPath(LATE_TAGS_MODULE)))
    .then(
      () => undefined,
      () => {
        pending = undefined;
      },
    );
  return pending;
}
