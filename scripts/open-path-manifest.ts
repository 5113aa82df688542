// After `stencil build`: writes into the browser lazy builds (dist/w3m-elements, the demo site's
// lib/; dist/esm is for bundlers, which do their own chunking) the list of files each entry view's open needs — its bundles, every chunk they import
// statically, and for Connect the bundled wallet list — so open-path.ts can request them all at
// once with modulepreload instead of discovering the shared chunks only after a bundle is parsed.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLACEHOLDER = '__W3M_OPEN_PATH_MANIFEST__';

/** The entry view → the tags whose bundles its open loads (the open bundle holds the dialog). */
const VIEW_TAGS: Record<string, readonly string[]> = {
  Connect: ['w3m_connect_view'],
  Account: ['w3m_connect_view', 'w3m_account_view'],
  Networks: ['w3m_connect_view', 'w3m_networks_view'],
};
/** A string only the bundled wallet list's chunk holds (MetaMask's registry id). */
const WALLET_LIST_MARKER = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';

/** Files imported statically by `file`, and theirs, `file` included. */
function staticClosure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(dir, file), 'utf8');
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g))
    staticClosure(dir, match[1]!, seen);
  return seen;
}

function findFile(dir: string, files: string[], test: (source: string) => boolean, what: string): string {
  const found = files.filter((file) => test(readFileSync(join(dir, file), 'utf8')));
  if (found.length !== 1) throw new Error(`open-path manifest: ${found.length} files in ${dir} hold ${what}`);
  return found[0]!;
}

/** The manifest of one lazy build directory: file hashes and, per view, indexes into them. */
export function buildManifest(dir: string): {
  prefix: string;
  files: string[];
  views: Record<string, number[]>;
} {
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const prefix = 'p-';
  // Only the bundles the loader names: the demo site's lib/ keeps older builds' files beside them.
  const loader = readFileSync(join(dir, 'w3m-elements.esm.js'), 'utf8');
  const entries = files.filter(
    (file) => file.endsWith('.entry.js') && loader.includes(`"${file.replace(/\.entry\.js$/, '')}"`),
  );
  const walletList = findFile(dir, files, (s) => s.includes(WALLET_LIST_MARKER), 'the wallet list');
  // What the first paint loaded already (the loader, the package entry, the buttons' bundle).
  const firstPaint = new Set<string>();
  const buttons = findFile(dir, entries, (s) => /\bas w3m_button\b/.test(s), 'w3m_button');
  for (const start of ['w3m-elements.esm.js', 'index.esm.js', buttons])
    for (const file of staticClosure(dir, start)) firstPaint.add(file);
  const names: string[] = [];
  const views: Record<string, number[]> = {};
  for (const [view, tags] of Object.entries(VIEW_TAGS)) {
    const wanted = new Set<string>();
    for (const tag of tags) {
      const entry = findFile(dir, entries, (s) => new RegExp(`\\bas ${tag}\\b`).test(s), tag);
      for (const file of staticClosure(dir, entry)) wanted.add(file);
    }
    if (view === 'Connect') for (const file of staticClosure(dir, walletList)) wanted.add(file);
    views[view] = [...wanted]
      .filter((file) => !firstPaint.has(file))
      .map((file) => {
        if (!file.startsWith(prefix))
          throw new Error(`open-path manifest: ${file} lacks the prefix ${prefix}`);
        const name = file.slice(prefix.length).replace(/\.js$/, '');
        if (!names.includes(name)) names.push(name);
        return names.indexOf(name);
      });
  }
  return { prefix, files: names, views };
}

for (const relative of ['dist/w3m-elements', 'build/site/lib']) {
  const dir = join(root, relative);
  if (!existsSync(dir)) continue;
  const literal = JSON.stringify(JSON.stringify(buildManifest(dir)));
  let patched = 0;
  let written = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    if (source.includes(literal)) written++;
    const next = source.replaceAll(`"${PLACEHOLDER}"`, literal).replaceAll(`'${PLACEHOLDER}'`, literal);
    if (next === source) continue;
    writeFileSync(join(dir, file), next);
    patched++;
  }
  // Run twice on one build, the second run finds the same manifest already in place.
  if (patched === 0 && written === 0)
    throw new Error(`open-path manifest: no file in ${relative} holds the placeholder`);
  console.log(`open-path manifest written into ${relative}`);
}
