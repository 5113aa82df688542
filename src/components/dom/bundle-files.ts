import { getAssetPath } from '@stencil/core';
import { importFiles } from './late-tags';
import { BUNDLE_FILES_MODULE } from './late-tags-name';

// Lazy build only (the HTML loader). The runtime loads a view's bundle entry when the view is
// rendered; the entry then names its chunks and they name theirs, one round trip per level. The
// build lists every file below each later view's entry (scripts/split-lazy-registry.ts), so showing
// a view requests them all at once.

/** What the bundle-files module exports: per tag, the files of its bundle. */
interface BundleFilesModule {
  files?: unknown;
}

type FileTable = Readonly<Record<string, unknown>>;

let pending: Promise<FileTable | undefined> | undefined;

/** The files of `tag` in `table`, if the table lists them as it should (file names only). */
export function filesOf(table: FileTable | undefined, tag: string): string[] {
  const files = table && Object.hasOwn(table, tag) ? table[tag] : undefined;
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file));
}

/**
 * The table of every later view's files, once; undefined when it did not load (a test DOM, a
 * custom-elements build, a failed request), and the next call tries again.
 */
export function loadBundleFiles(): Promise<FileTable | undefined> {
  pending ??= Promise.resolve()
    .then(
      () =>
        import(
          /* @vite-ignore */ /* webpackIgnore: true */ getAssetPath(BUNDLE_FILES_MODULE)
        ) as Promise<BundleFilesModule>,
    )
    .then(({ files }) => (typeof files === 'object' && files !== null ? (files as FileTable) : undefined))
    .catch(() => {
      pending = undefined;
      return undefined;
    });
  return pending;
}

/**
 * Requests every file of the bundle that holds `tag` at once. A tag the table does not list (the
 * entry elements', the open path's) is left to the runtime; a file that fails to load is the
 * runtime's to report when it asks for it.
 */
export function preloadBundleFiles(tag: string): void {
  void loadBundleFiles().then((table) => importFiles(filesOf(table, tag)));
}
