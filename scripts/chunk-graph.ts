// What a built chunk imports, read from its code (Stencil's and Rollup's output: `import{a as b}from"./x.js"`,
// `import("./y.js")`), and the chunks below a file: the lazy build's file lists are made of them
// (scripts/split-lazy-registry.ts), so a view's files are requested at once rather than level by level.

/** The `./file.js` modules a chunk imports statically (imports and re-exports). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w*{][^"'`;]*?from\s*)?"(\.\/[\w.-]+\.js)"/g,
  ))
    found.add(match[1]!);
  return [...found];
}

/** `entry` and every chunk it imports statically, however deep, but those in `skip`, in visit order. */
export function importClosure(
  entry: string,
  skip: ReadonlySet<string>,
  readChunk: (file: string) => string,
): string[] {
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    for (const imported of staticImports(readChunk(file))) visit(imported);
  };
  visit(entry);
  return [...files];
}

/** A string only the WalletConnect client's module holds (src/connectors/walletconnect/client.ts). */
export const WALLETCONNECT_CLIENT_MARKER = /Could not reach the WalletConnect relay/;

/** The view that pairs with a wallet as it shows (ConnectingWalletConnect and its Basic form). */
export const WALLETCONNECT_VIEW_TAG = 'w3m-connecting-wc-view';

/** The `./file.js` modules a chunk imports dynamically by a literal name. */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*"(\.\/[\w.-]+\.js)"\s*\)/g)].map((match) => match[1]!))];
}

/**
 * The files of what the pairing view loads on first use, for it to request with its own: every chunk
 * its files import dynamically (the WalletConnect client, the QR code encoder), what those import,
 * dynamically too (UniversalProvider and its storage, ~120 kB gzip), however deep, but those in
 * `skip`. Left to the runtime they come a level at a time once the view has run, a round trip each,
 * before the QR code shows. Throws unless the WalletConnect client is among them.
 */
export function pairingViewFiles(
  viewFiles: readonly string[],
  skip: ReadonlySet<string>,
  readChunk: (file: string) => string,
): string[] {
  const queue = viewFiles.map((file) => `./${file.replace(/^\.\//, '')}`);
  const seen = new Set([...skip, ...queue]);
  const found: string[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift())
    for (const loaded of dynamicImports(readChunk(file)))
      for (const below of importClosure(loaded, seen, readChunk)) {
        seen.add(below);
        found.push(below);
        queue.push(below);
      }
  if (!found.some((file) => WALLETCONNECT_CLIENT_MARKER.test(readChunk(file))))
    throw new Error(`the WalletConnect client is not among what ${WALLETCONNECT_VIEW_TAG} loads`);
  return found.map((file) => file.replace(/^\.\//, ''));
}
