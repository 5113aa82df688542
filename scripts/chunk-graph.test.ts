import { dynamicImports, pairingViewFiles, staticImports } from './chunk-graph';

describe("a built chunk's imports", () => {
  test('static imports and re-exports are found; dynamic imports are not', () => {
    expect(
      staticImports('import{a as b}from"./x.js";export*from"./y.js";import"./z.js";import("./d.js")'),
    ).toEqual(['./x.js', './y.js', './z.js']);
  });

  test('the pairing view also lists what it loads on first use: the client, UniversalProvider, the QR encoder', () => {
    const chunks: Record<string, string> = {
      './p-run.js': 'const l=()=>import("./p-fr.js");',
      './p-view.entry.js': 'import"./p-run.js";import"./p-wc.js";const q=()=>import("./p-qr.js");',
      './p-wc.js': 'import"./p-run.js";const c=()=>import("./p-client.js");',
      './p-qr.js': 'export const encode=1;',
      './p-fr.js': 'export const m="Bonjour";',
      './p-client.js':
        'import"./p-run.js";import"./p-util.js";const e="Could not reach the WalletConnect relay";' +
        'const p=()=>Promise.all([import("./p-provider.js"),import("./p-storage.js")]);',
      './p-util.js': 'import"./p-run.js";',
      './p-provider.js': 'import"./p-util.js";import"./p-crypto.js";',
      './p-crypto.js': '',
      './p-storage.js': '',
    };
    const read = (file: string): string => chunks[file]!;
    const files = pairingViewFiles(['p-view.entry.js', 'p-wc.js'], new Set(['./p-run.js']), read);
    // Each once, and nothing the runtime loads on its own (a locale) or the view lists already.
    expect(files).toEqual([
      'p-qr.js',
      'p-client.js',
      'p-util.js',
      'p-provider.js',
      'p-crypto.js',
      'p-storage.js',
    ]);
    expect(() => pairingViewFiles(['p-qr.js'], new Set(), read)).toThrow(/WalletConnect client/);
    expect(dynamicImports(chunks['./p-client.js']!)).toEqual(['./p-provider.js', './p-storage.js']);
  });
});
