// Runs after `stencil build`: the lazy loader (`w3m-elements.esm.js`, what a plain HTML page loads)
// carries one row per component (tag, props, state, listeners: ~1.7 kB gzipped for ~60 tags), yet
// before a click a page only places the entry elements. This keeps their rows in the loader and
// moves every other row into `w3m-late-tags.js` beside it, which registers them with the same
// runtime when the modal (or the account button's body) first needs one (src/components/dom/late-tags.ts).
// It also lists the open path's files, which a hover or click then requests all at once, writes
// `w3m-bundle-files.js`: each later view's files, which showing the view requests all at once, and
// gives the account button the Account view's files, which its hover or click requests all at once,
// and the open path the files of Connect's optional panels (email field, social buttons), requested
// by a small chunk the late-tags module imports, so they start as soon as the late tags arrive.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_FILES_MODULE, LATE_TAGS_MODULE } from '../src/components/dom/late-tags-name';
import { importClosure, pairingViewFiles, staticImports, WALLETCONNECT_VIEW_TAG } from './chunk-graph';

/** The tags a page places itself: registered by the loader, before any click. */
export const EARLY_TAGS: ReadonlySet<string> = new Set(
  ['button', 'connect-button', 'account-button', 'network-button', 'modal'].flatMap((name) => [
    `w3m-${name}`,
    `appkit-${name}`,
  ]),
);

/** A tag of the bundle a click opens (the card, the Connect view, their primitives: stencil.config). */
export const OPEN_PATH_TAG = 'w3m-modal-dialog';

/** Splits an array literal's body at its top-level commas (strings and nesting respected). */
export function topLevelItems(body: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('[{('.includes(char)) depth++;
    else if (']})'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      items.push(body.slice(start, index));
      start = index + 1;
    }
  }
  if (body.slice(start).trim()) items.push(body.slice(start));
  return items;
}

/** The index just past the bracket that closes the one at `open`. */
function closingIndex(code: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < code.length; index++) {
    const char = code[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('[{('.includes(char)) depth++;
    else if (']})'.includes(char) && --depth === 0) return index + 1;
  }
  throw new Error('the registry literal in the loader is not closed');
}

/** The tag of one component row: `[flags,"tag",{members}...]`. */
function rowTag(row: string): string {
  const tag = /^\s*\[\s*\d+\s*,\s*"([^"]+)"/.exec(row)?.[1];
  if (!tag) throw new Error(`unexpected component row in the loader: ${row.slice(0, 60)}`);
  return tag;
}

/** One registry bundle, `["p-abc",[rows]]`: its id as written and its component rows. */
function bundleParts(bundle: string): { id: string; rows: string[] } {
  const [id, rows] = topLevelItems(bundle.trim().slice(1, -1));
  if (!id || !rows) throw new Error(`unexpected bundle in the loader: ${bundle.slice(0, 60)}`);
  return { id, rows: topLevelItems(rows.trim().slice(1, -1)) };
}

/** Keeps the rows whose tag passes `keep`; bundles left with no row go. */
function filterRegistry(bundles: string[], keep: (tag: string) => boolean): string {
  const kept = bundles.flatMap((bundle) => {
    const { id, rows } = bundleParts(bundle);
    const chosen = rows.filter((row) => keep(rowTag(row)));
    return chosen.length ? [`[${id},[${chosen.join(',')}]]`] : [];
  });
  return `[${kept.join(',')}]`;
}

/**
 * The loader with only the early rows, and the module registering the others (undefined when the
 * loader has no late rows). Throws when the loader's shape is not the one Stencil writes.
 */
export function splitRegistry(
  loader: string,
  early: ReadonlySet<string> = EARLY_TAGS,
  readChunk?: (file: string) => string,
): {
  loader: string;
  lateModule: string | undefined;
  runtime?: string;
  openPath?: string[];
  /** The registry's bundles, each `["id",[rows]]`. */
  bundles?: string[];
} {
  const importMatch = /import\{([^}]*)\}from"(\.\/[\w-]+\.js)"/.exec(loader);
  const call = /(\w+)\(\[\["/.exec(loader);
  if (!importMatch || !call) throw new Error('the loader has no runtime import or registry call');
  const local = call[1]!;
  const exported = importMatch[1]!
    .split(',')
    .map((binding) => binding.trim().split(/\s+as\s+/))
    .find(([, alias]) => alias === local)?.[0];
  if (!exported) throw new Error(`the registry call ${local}() is not the runtime's bootstrapLazy`);
  const open = call.index + local.length + 1;
  const close = closingIndex(loader, open);
  const bundles = topLevelItems(loader.slice(open + 1, close - 1));
  const early_ = filterRegistry(bundles, (tag) => early.has(tag));
  const late = filterRegistry(bundles, (tag) => !early.has(tag));
  if (late === '[]') return { loader, lateModule: undefined };
  const runtime = importMatch[2]!;
  const openPath = readChunk ? openPathFiles(bundles, runtime, readChunk) : [];
  const lateModule =
    `import{${exported} as b}from"${runtime}";` +
    `b(${late},{resourcesUrl:new URL(".",import.meta.url).href});` +
    `export const openPath=()=>Promise.all(${JSON.stringify(openPath)}.map(f=>import(f)));\n`;
  return {
    loader: loader.slice(0, open) + early_ + loader.slice(close),
    lateModule,
    runtime,
    openPath,
    bundles,
  };
}

/** The placeholder src/components/dom/late-tags.ts ships in the first paint's chunk. */
export const OPEN_PATH_MARKER = /\\?"w3m-open-path-files\\?"/g;

/** The placeholder src/components/dom/account-view-files.ts ships in the account button's bundle. */
export const ACCOUNT_VIEW_MARKER = /\\?"w3m-account-view-files\\?"/g;

/** The view the account button opens, whose files it requests at once. */
export const ACCOUNT_VIEW_TAG = 'w3m-account-view';

/** The placeholder src/components/dom/networks-view-files.ts ships in the network button's bundle. */
export const NETWORKS_VIEW_MARKER = /\\?"w3m-networks-view-files\\?"/g;

/**
 * The views an entry button opens, each with the placeholder in that button's bundle that the
 * build replaces by the view's files: the button requests them all at once, so a first open costs
 * one round trip (the list of later views' files only loads once the modal has shown).
 */
export const ENTRY_VIEW_FILES: ReadonlyArray<{ tag: string; marker: RegExp }> = [
  { tag: ACCOUNT_VIEW_TAG, marker: ACCOUNT_VIEW_MARKER },
  { tag: 'w3m-networks-view', marker: NETWORKS_VIEW_MARKER },
];

/** The placeholders src/components/dom/connect-panel-files.ts ships in the open path's code. */
export const EMAIL_FIELD_MARKER = /\\?"w3m-email-login-field-files\\?"/g;
export const SOCIAL_LIST_MARKER = /\\?"w3m-social-login-list-files\\?"/g;

/**
 * Connect's optional panels, each with the placeholder in the open path's code that the build
 * replaces by the panel's files: once the open path has run, the panels the options show are
 * requested all at once instead of entry first, then the chunks it names, while Connect waits.
 */
export const CONNECT_PANEL_FILES: ReadonlyArray<{ tag: string; marker: RegExp }> = [
  { tag: 'w3m-email-login-field', marker: EMAIL_FIELD_MARKER },
  { tag: 'w3m-social-login-list', marker: SOCIAL_LIST_MARKER },
];

/**
 * The late-tags module importing the chunk that requests Connect's panels (the holder of their
 * placeholders, a chunk of its own: scripts/rollup-first-load-chunk.ts). The click requests that
 * chunk with the late tags, and both are small: the panels' files are requested as they arrive,
 * while the open path's largest file is still on its way, not once that file has run. Throws when
 * the chunk imports more than the runtime's (the first load's) chunk: it would wait for that too.
 */
export function withPanelsImport(
  lateModule: string,
  panels: { file: string; code: string },
  runtime: string,
): string {
  const waitsFor = staticImports(panels.code).filter((file) => file !== runtime);
  if (waitsFor.length > 0)
    throw new Error(
      `Connect's panels chunk ${panels.file} imports more than the runtime: ${waitsFor.join(', ')}`,
    );
  return `import"./${panels.file}";${lateModule}`;
}

/** The placeholder a marker matches, for messages: "w3m-…-files". */
const placeholderName = (marker: RegExp): string =>
  /w3m-[\w-]+-files/.exec(marker.source)?.[0] ?? marker.source;

/**
 * `code` with the placeholder `marker` (a JSON array's only item, in a string literal) replaced by
 * `files`, quoted the way the placeholder was. Throws unless the placeholder is there exactly once.
 */
export function injectFiles(code: string, marker: RegExp, files: readonly string[]): string {
  const found = code.match(marker) ?? [];
  if (found.length !== 1)
    throw new Error(`expected the ${placeholderName(marker)} placeholder once, found ${found.length}`);
  const escaped = found[0]!.startsWith('\\');
  const names = files
    .map((file) => file.replace(/^\.\//, ''))
    .map((file) => (escaped ? `\\"${file}\\"` : `"${file}"`));
  return code.replace(marker, () => names.join(','));
}

/**
 * The first paint's chunk with the placeholder replaced by the open path's files: the bundle entry
 * and the chunks it imports, requested with the late tags on a click instead of a round trip later.
 * All of them, even one the chunk names itself: a file named in a dynamic import the runtime makes
 * only in some setups (wallet discovery, with EVM networks) is not one it requests on every open.
 * Throws unless the placeholder is there exactly once.
 */
export function injectOpenPathFiles(runtimeCode: string, openPath: readonly string[]): string {
  return injectFiles(runtimeCode, OPEN_PATH_MARKER, openPath);
}

/**
 * The open path's bundle entry and every chunk it imports, however deep, but the runtime's (loaded
 * on the first paint): all requested at once, they arrive in one round trip instead of level by level.
 */
export function openPathFiles(
  bundles: string[],
  runtime: string,
  readChunk: (file: string) => string,
): string[] {
  const bundle = bundles.find((text) => text.includes(`"${OPEN_PATH_TAG}"`));
  const id = bundle && /^\s*\[\s*"([\w-]+)"/.exec(bundle)?.[1];
  if (!id) throw new Error(`no bundle in the loader registers ${OPEN_PATH_TAG}`);
  return importClosure(`./${id}.entry.js`, new Set([runtime]), readChunk);
}

/**
 * Per tag of a later bundle (not the entry elements', not the open path's), its bundle's entry and
 * every chunk below it, without the runtime's and the open path's files (loaded by then). Left to
 * the runtime, a view's entry arrives and names its chunks, which name theirs: a round trip per level.
 */
export function bundleFileLists(
  bundles: readonly string[],
  runtime: string,
  openPath: readonly string[],
  readChunk: (file: string) => string,
  early: ReadonlySet<string> = EARLY_TAGS,
): Map<string, string[]> {
  const skip = new Set([runtime, ...openPath]);
  const byTag = new Map<string, string[]>();
  for (const bundle of bundles) {
    const { id, rows } = bundleParts(bundle);
    const name = /^\s*"([\w-]+)"\s*$/.exec(id)?.[1];
    if (!name) throw new Error(`unexpected bundle id in the loader: ${id.slice(0, 60)}`);
    const entry = `./${name}.entry.js`;
    const late = rows.map(rowTag).filter((tag) => !early.has(tag));
    if (late.length === 0 || skip.has(entry)) continue;
    const files = importClosure(entry, skip, readChunk).map((file) => file.replace(/^\.\//, ''));
    for (const tag of late) byTag.set(tag, files);
  }
  return byTag;
}

/**
 * The module that lists each later bundle's files per tag (bundleFileLists), each list written once:
 * src/components/dom/bundle-files.ts requests a view's files at once when it is shown.
 */
export function bundleFilesModule(byTag: ReadonlyMap<string, readonly string[]>): string {
  const lists = [...new Set(byTag.values())];
  const table = [...byTag]
    .map(([tag, files]) => `${JSON.stringify(tag)}:f[${lists.indexOf(files)}]`)
    .join(',');
  return `const f=${JSON.stringify(lists)};export const files={${table}};\n`;
}

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment elsewhere): every function of the file
 * is compiled while it streams in, off the main thread, instead of one by one on the main thread
 * the first time each runs. Worth it only for files whose code runs as soon as they load: the open
 * path runs nearly all of its code to draw the first view.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** `code` with the compile hint as its first line (it must be the very first), added once. */
export function withEagerCompileHint(code: string): string {
  return code.startsWith(EAGER_COMPILE_HINT) ? code : EAGER_COMPILE_HINT + code;
}

/** The one script in `dir` that holds `marker`; throws when none or several do. */
export function fileWith(dir: string, marker: RegExp): string {
  const found = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && new RegExp(marker.source).test(readFileSync(join(dir, file), 'utf8')),
  );
  if (found.length !== 1)
    throw new Error(
      `expected one script in ${dir} with the ${placeholderName(marker)} placeholder, found ${found.length}`,
    );
  return found[0]!;
}

/** Splits the loader in `dir` in place and writes the late module beside it. */
export function splitLoaderIn(dir: string, loaderName = 'w3m-elements.esm.js'): boolean {
  const path = join(dir, loaderName);
  if (!existsSync(path)) return false;
  const { loader, lateModule, runtime, openPath, bundles } = splitRegistry(
    readFileSync(path, 'utf8'),
    EARLY_TAGS,
    (file) => readFileSync(join(dir, file), 'utf8'),
  );
  if (!lateModule) return false;
  writeFileSync(path, loader);
  let late = lateModule;
  if (runtime && openPath && bundles) {
    const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
    const byTag = bundleFileLists(bundles, runtime, openPath, read);
    const pairing = byTag.get(WALLETCONNECT_VIEW_TAG);
    if (!pairing) throw new Error(`no later bundle registers ${WALLETCONNECT_VIEW_TAG}`);
    const withClient = [...pairing, ...pairingViewFiles(pairing, new Set([runtime, ...openPath]), read)];
    for (const [tag, files] of byTag) if (files === pairing) byTag.set(tag, withClient);
    writeFileSync(join(dir, BUNDLE_FILES_MODULE), bundleFilesModule(byTag));
    const panels = fileWith(dir, EMAIL_FIELD_MARKER);
    late = withPanelsImport(late, { file: panels, code: read(panels) }, runtime);
    for (const { tag, marker } of [...ENTRY_VIEW_FILES, ...CONNECT_PANEL_FILES]) {
      const files = byTag.get(tag);
      if (!files) throw new Error(`no later bundle registers ${tag}`);
      const holder = fileWith(dir, marker);
      writeFileSync(join(dir, holder), injectFiles(read(holder), marker, files));
    }
    const runtimePath = join(dir, runtime);
    writeFileSync(runtimePath, injectOpenPathFiles(readFileSync(runtimePath, 'utf8'), openPath));
    for (const file of openPath) {
      const filePath = join(dir, file);
      writeFileSync(filePath, withEagerCompileHint(readFileSync(filePath, 'utf8')));
    }
  }
  writeFileSync(join(dir, LATE_TAGS_MODULE), withEagerCompileHint(late));
  return true;
}

// Run as a script (the build), not when a test imports it (import.meta.url is unset there).
if (typeof import.meta.url === 'string' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  // The demo site's copy (Stencil's www output) and the package's browser build (dist/w3m-elements).
  for (const dir of ['build/site/lib', 'dist/w3m-elements']) {
    const split = splitLoaderIn(join(root, dir));
    console.log(`${dir}: ${split ? `late tags in ${LATE_TAGS_MODULE}` : 'nothing to split'}`);
  }
}
