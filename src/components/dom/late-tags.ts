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
 * Imports the scripts among `files` (names beside the loader) all at once; an entry that is not a
 * script, such as a placeholder the build did not fill, is skipped. A failed import is left to
 * whatever needs that module to report.
 */
export function importFiles(files: readonly string[]): void {
  for (const file of files)
    if (file.endsWith('.js'))
      import(/* @vite-ignore */ /* webpackIgnore: true */ getAssetPath(file)).catch(() => undefined);
}

/**
 * The open path's files the first paint's chunk does not name itself (the bundle entry, the shared
 * chunks), which the build writes over the placeholder (scripts/split-lazy-registry.ts). Left as
 * is (tests, custom-elements build), it names no file.
 */
const OPEN_PATH_FILES = '["w3m-open-path-files"]';

/**
 * Lazy build: requests the open path's bundle and every chunk it imports together with the late
 * tags, so the click costs one round trip instead of one per level of imports (late tags, then the
 * bundle entry and the chunks the element modules import).
 */
export function preloadLateOpenPath(): void {
  importFiles(JSON.parse(OPEN_PATH_FILES) as string[]);
  void loadLateTags()
    .then((module) => module?.openPath?.())
    .catch(() => undefined);
}

/**
 * Lazy build: loads the open path's bundle (the entry with every element of the card and the
 * Connect view, and its chunks) in one go; the loaders of those elements use it instead of importing
 * each element's module, which would give each its own file and request. Rejects when it fails.
 */
export function loadOpenPathBundle(): Promise<unknown> {
  return loadLateTags().then((module) => {
    if (!module?.openPath) throw new Error('w3m: the modal did not load');
    return module.openPath();
  });
}
