/**
 * A Rollup plugin for Stencil's bundler: puts every module the first paint needs into one chunk,
 * and every other module opening the modal needs (the card's parts, the Connect view, the
 * primitives it renders; in the lazy build only the code they share) into a second one. Left alone, Rollup splits the code they share with the
 * lazy views into dozens of small chunks (one per set of importers); each is its own request,
 * compresses on its own (a header and a cold gzip dictionary each) and, nested, costs a round trip
 * per level of imports. Every module in a chunk is one its stage loads anyway, so nothing joins
 * the first load or the open that was not in it.
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
 * which imports them. The runtime is walked into: it belongs to the first load (had Rollup placed
 * it with the open path, the first paint would import that whole chunk for it).
 */
const STAYS_APART = [/\.tsx$/, /[\\/]src[\\/]components[\\/]entry[\\/]/];

/** A module id only Stencil's lazy build (the HTML loader's) has. */
const LAZY_ENTRY_ID = '@lazy-browser-entrypoint';

export const FIRST_LOAD_CHUNK = 'first-load';
export const OPEN_PATH_CHUNK = 'open-path';
export const CONNECT_PANELS_CHUNK = 'connect-panels';

/**
 * Lazy build: what decides and requests Connect's optional panels (email field, social buttons).
 * A chunk of its own, importing only the first load's, so the late-tags module can run it as soon
 * as it arrives (scripts/split-lazy-registry.ts) instead of after the open path's largest file.
 */
const CONNECT_PANELS_MODULES = [
  /[\\/]w3m-connect-view[\\/]connect-panels\.ts$/,
  /[\\/]components[\\/]dom[\\/]connect-panel-files\.ts$/,
];

/**
 * Modules the open path imports dynamically but always needs: the bundled wallet list the Connect
 * view shows. In the open-path chunk they arrive with it instead of one round trip after the view.
 */
const OPEN_PATH_DATA = [
  /[\\/]services[\\/]wallet-registry[\\/]bundled-wallets\.ts$/,
  /[\\/]connectors[\\/]eip6963-discovery\.ts$/,
];

/** The component module of a tag (one folder per tag, DESIGN "Components"). */
const componentModule = (tag: string): RegExp => new RegExp(`[\\\\/]${tag}[\\\\/]${tag}\\.tsx$`);

/**
 * The modules statically reachable from the open path's elements (and its data, OPEN_PATH_DATA),
 * without those of the first load and not crossing into other component modules.
 */
export function openPathModules(
  ids: readonly string[],
  meta: ManualChunkMeta,
  tags: readonly string[],
  firstLoad: ReadonlySet<string>,
): Set<string> {
  const roots = [...tags.map(componentModule), ...OPEN_PATH_DATA];
  const found = new Set<string>();
  const visit = (id: string, root: boolean): void => {
    if (found.has(id) || firstLoad.has(id)) return;
    if (!root && STAYS_APART.some((pattern) => pattern.test(id))) return;
    found.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) visit(imported, false);
  };
  for (const id of ids) if (roots.some((pattern) => pattern.test(id))) visit(id, true);
  return found;
}

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
  if (ids.some((id) => id.includes(LAZY_ENTRY_ID)))
    for (const id of found) if (PACKAGE_ENTRY.test(id)) found.delete(id);
  return found;
}

/** The plugin; `openPathTags` are the elements a click on the connect button shows. */
export function firstLoadChunk(openPathTags: readonly string[]): {
  name: string;
  outputOptions: (options: OutputOptions) => OutputOptions;
} {
  return {
    name: 'first-load-chunk',
    outputOptions(options) {
      if (options.manualChunks !== undefined) return options;
      let chunks: { firstLoad: Set<string>; openPath: Set<string>; lazyBuild: boolean } | undefined;
      const manualChunks: ManualChunks = (id, meta) => {
        if (!chunks) {
          const ids = allModuleIds(meta);
          const firstLoad = firstLoadModules(ids, meta);
          // In the lazy build Stencil bundles the open path's elements into one file itself; with the
          // elements in this chunk, Rollup made the first paint import it (for its side effects).
          const lazyBuild = ids.some((moduleId) => moduleId.includes(LAZY_ENTRY_ID));
          const openPath = openPathModules(ids, meta, openPathTags, firstLoad);
          if (lazyBuild)
            for (const moduleId of openPath) if (/\.tsx$/.test(moduleId)) openPath.delete(moduleId);
          chunks = { firstLoad, openPath, lazyBuild };
        }
        if (chunks.firstLoad.has(id)) return FIRST_LOAD_CHUNK;
        if (chunks.lazyBuild && CONNECT_PANELS_MODULES.some((pattern) => pattern.test(id)))
          return CONNECT_PANELS_CHUNK;
        return chunks.openPath.has(id) ? OPEN_PATH_CHUNK : undefined;
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
