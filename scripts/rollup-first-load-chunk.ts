/**
 * A Rollup plugin for Stencil's bundler: puts every module the first paint needs into one chunk.
 * Left alone, Rollup splits the code `createAppKit` and the entry buttons share with the lazy views
 * into a dozen small chunks (one per set of importers); each is its own request and compresses
 * on its own, so the page paid a header and a cold gzip dictionary for each. Every module in the
 * chunk is one the first paint loads anyway, so nothing joins the first load that was not in it.
 */
interface ModuleInfo {
  importedIds: readonly string[];
}
export interface ManualChunkMeta {
  getModuleInfo: (id: string) => ModuleInfo | null;
}
type ManualChunks = (id: string, meta: ManualChunkMeta) => string | undefined;
interface OutputOptions {
  manualChunks?: unknown;
  [key: string]: unknown;
}

/**
 * The package entry. In the custom-elements build (what bundlers import) it is a member, and Rollup
 * adds what it imports: every entry element, all of which createAppKit defines. In the lazy build it
 * is only where the walk starts: its entry-elements import is dead code there (the loader defines
 * the tags), and as a member it would pull every entry element's code into the first paint.
 */
const PACKAGE_ENTRY = /[\\/]src[\\/]index\.ts$/;
/** The elements a page renders first (the lazy build's first bundle): members, with what they import. */
const FIRST_PAINT_ELEMENTS = [
  /[\\/]w3m-button[\\/]w3m-button\.tsx$/,
  /[\\/]w3m-connect-button[\\/]w3m-connect-button\.tsx$/,
  /[\\/]w3m-modal[\\/]w3m-modal\.tsx$/,
];
/**
 * Other component modules stay in the bundles Stencil builds for them, and so does entry-elements,
 * which imports them. The runtime is not walked into, though Rollup adds it (a member's dependency).
 */
const STAYS_APART = [/\.tsx$/, /[\\/]src[\\/]components[\\/]entry[\\/]/, /[\\/]@stencil[\\/]core[\\/]/, /\0/];

/** A module id only Stencil's lazy build (the HTML loader's) has. */
const LAZY_ENTRY_ID = '@lazy-browser-entrypoint';

export const FIRST_LOAD_CHUNK = 'first-load';

/** The modules statically reachable from the roots, not crossing into other component modules. */
export function firstLoadModules(ids: readonly string[], meta: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const visit = (id: string, root: boolean): void => {
    if (found.has(id) || (!root && STAYS_APART.some((pattern) => pattern.test(id)))) return;
    found.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) visit(imported, false);
  };
  for (const id of ids) {
    if (PACKAGE_ENTRY.test(id) || FIRST_PAINT_ELEMENTS.some((pattern) => pattern.test(id))) visit(id, true);
  }
  const lazyBuild = ids.some((id) => id.includes(LAZY_ENTRY_ID));
  if (lazyBuild) for (const id of found) if (PACKAGE_ENTRY.test(id)) found.delete(id);
  return found;
}

export function firstLoadChunk(): { name: string; outputOptions: (options: OutputOptions) => OutputOptions } {
  return {
    name: 'first-load-chunk',
    outputOptions(options) {
      if (options.manualChunks !== undefined) return options;
      let members: Set<string> | undefined;
      const manualChunks: ManualChunks = (id, meta) => {
        members ??= firstLoadModules(allModuleIds(meta), meta);
        return members.has(id) ? FIRST_LOAD_CHUNK : undefined;
      };
      return { ...options, manualChunks };
    },
  };
}

/** Rollup hands manualChunks `getModuleIds` beside `getModuleInfo`. */
function allModuleIds(meta: ManualChunkMeta): string[] {
  const withIds = meta as ManualChunkMeta & { getModuleIds?: () => Iterable<string> };
  return withIds.getModuleIds ? [...withIds.getModuleIds()] : [];
}
