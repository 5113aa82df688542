import { getAssetPath } from '@stencil/core';
import { LATE_TAGS_MODULE } from './late-tags-name';

// The lazy build (the HTML loader) registers only the entry elements up front; the build writes
// every other tag's loader row into a module beside the loader (scripts/split-lazy-registry.ts),
// so the first paint does not carry ~50 rows of props and state it never uses.

/** What the late-tags module exports beside registering its tags. */
interface LateTagsModule {
  /** Imports every file of the open path's bundle at once. */
  openPath?: () => Promise<unknown>;
}

let pending: Promise<LateTagsModule | undefined> | undefined;

/** The late-tags module, once; undefined after a failed import, and the next call tries again. */
function loadLateTags(): Promise<LateTagsModule | undefined> {
  pending ??= Promise.resolve()
    .then(
      () =>
        import(
          /* @vite-ignore */ /* webpackIgnore: true */ getAssetPath(LATE_TAGS_MODULE)
        ) as Promise<LateTagsModule>,
    )
    .catch(() => {
      pending = undefined;
      return undefined;
    });
  return pending;
}

/**
 * Registers the tags the loader left out (lazy build only); concurrent calls share one import. It
 * never rejects: after a failed import the next call tries again, and an element rendered in the
 * meantime upgrades once its tag is defined (a test DOM, which has no such module, just goes on).
 */
export function defineLateTags(): Promise<void> {
  return loadLateTags().then(() => undefined);
}

/**
 * Lazy build: requests the open path's bundle and every chunk it imports together, one round trip
 * after the late tags instead of one per level of imports (dialog, then its chunks, then the view's).
 */
export function preloadLateOpenPath(): void {
  void loadLateTags()
    .then((module) => module?.openPath?.())
    .catch(() => undefined);
}
