import {
  CONNECT_PANELS_CHUNK,
  firstLoadChunk,
  firstLoadModules,
  openPathModules,
  FIRST_LOAD_CHUNK,
  OPEN_PATH_CHUNK,
  type ManualChunkMeta,
} from './rollup-first-load-chunk';

/** A small module graph in the shape Stencil's builds have: id -> static imports. */
const GRAPH: Record<string, string[]> = {
  '/p/src/index.ts': ['/p/src/appkit/create-app-kit.ts', '/p/src/components/entry/entry-elements.ts'],
  '/p/src/appkit/create-app-kit.ts': ['/p/src/stores/options.ts'],
  '/p/src/stores/options.ts': [],
  '/p/src/components/entry/entry-elements.ts': [
    '/p/src/components/shell/w3m-button/w3m-button.tsx',
    '/p/src/components/shell/w3m-network-button/w3m-network-button.tsx',
  ],
  '/p/src/components/shell/w3m-button/w3m-button.tsx': [
    '/p/src/stores/theme.ts',
    '/p/node_modules/@stencil/core/internal/client/index.js',
  ],
  '/p/src/components/shell/w3m-network-button/w3m-network-button.tsx': ['/p/src/stores/chain.ts'],
  '/p/src/components/views/w3m-connect-view/w3m-connect-view.tsx': [
    '/p/src/stores/router.ts',
    '/p/src/stores/theme.ts',
    '/p/src/components/primitives/wui-text/wui-text.tsx',
    '/p/node_modules/@stencil/core/internal/client/index.js',
  ],
  '/p/src/components/primitives/wui-text/wui-text.tsx': [],
  '/p/src/components/views/w3m-account-view/w3m-account-view.tsx': ['/p/src/stores/send.ts'],
  '/p/src/stores/send.ts': [],
  '/p/src/stores/theme.ts': [],
  '/p/src/stores/chain.ts': [],
  '/p/src/stores/router.ts': [],
  '/p/node_modules/@stencil/core/internal/client/index.js': [],
};

const meta = (graph: Record<string, string[]>): ManualChunkMeta => ({
  getModuleInfo: (id) => (id in graph ? { importedIds: graph[id]! } : null),
});

describe('first-load chunk', () => {
  test('custom-elements build: the package entry, its imports and the first-paint elements share one chunk', () => {
    const members = firstLoadModules(Object.keys(GRAPH), meta(GRAPH));
    expect([...members].sort()).toEqual(
      [
        '/p/node_modules/@stencil/core/internal/client/index.js',
        '/p/src/appkit/create-app-kit.ts',
        '/p/src/components/shell/w3m-button/w3m-button.tsx',
        '/p/src/index.ts',
        '/p/src/stores/options.ts',
        '/p/src/stores/theme.ts',
      ].sort(),
    );
  });

  test('lazy build: the package entry stays out, so entry-elements does not pull every entry element in', () => {
    const graph = { ...GRAPH, '\0@lazy-browser-entrypoint?app-data=conditional': [] };
    const members = firstLoadModules(Object.keys(graph), meta(graph));
    expect(members.has('/p/src/index.ts')).toBe(false);
    expect(members.has('/p/src/components/entry/entry-elements.ts')).toBe(false);
    expect(members.has('/p/src/components/shell/w3m-network-button/w3m-network-button.tsx')).toBe(false);
    // What the first paint needs is still one chunk; a view's store is not in it.
    expect(members.has('/p/src/stores/options.ts')).toBe(true);
    expect(members.has('/p/src/stores/theme.ts')).toBe(true);
    expect(members.has('/p/src/stores/router.ts')).toBe(false);
  });

  test('open path: its elements and what they import beyond the first load, not views opened later', () => {
    const firstLoad = firstLoadModules(Object.keys(GRAPH), meta(GRAPH));
    const openPath = openPathModules(Object.keys(GRAPH), meta(GRAPH), ['w3m-connect-view'], firstLoad);
    expect([...openPath].sort()).toEqual(
      ['/p/src/components/views/w3m-connect-view/w3m-connect-view.tsx', '/p/src/stores/router.ts'].sort(),
    );
  });

  test('open path: the bundled wallet list it always shows joins it, though imported dynamically', () => {
    const wallets = '/p/src/services/wallet-registry/bundled-wallets.ts';
    const graph = { ...GRAPH, [wallets]: ['/p/src/stores/router.ts'] };
    const firstLoad = firstLoadModules(Object.keys(graph), meta(graph));
    const openPath = openPathModules(Object.keys(graph), meta(graph), ['w3m-connect-view'], firstLoad);
    expect(openPath.has(wallets)).toBe(true);
    expect(
      openPathModules(Object.keys(GRAPH), meta(GRAPH), ['w3m-connect-view'], firstLoad).has(wallets),
    ).toBe(false);
  });

  test('open path: the wallet discovery an open starts joins it, with what only it imports', () => {
    const discovery = '/p/src/connectors/eip6963-discovery.ts';
    const providerCheck = '/p/src/connectors/provider-check.ts';
    const graph = { ...GRAPH, [discovery]: [providerCheck, '/p/src/stores/options.ts'], [providerCheck]: [] };
    const firstLoad = firstLoadModules(Object.keys(graph), meta(graph));
    const openPath = openPathModules(Object.keys(graph), meta(graph), ['w3m-connect-view'], firstLoad);
    // One request with the rest of the open instead of a round trip for it and one for its imports.
    expect(openPath.has(discovery)).toBe(true);
    expect(openPath.has(providerCheck)).toBe(true);
    expect(openPath.has('/p/src/stores/options.ts')).toBe(false);
  });

  test('the plugin names the chunks for members only and keeps a manualChunks set elsewhere', () => {
    const plugin = firstLoadChunk(['w3m-connect-view', 'wui-text']);
    const options = plugin.outputOptions({});
    const manualChunks = options.manualChunks as (id: string, m: ManualChunkMeta) => string | undefined;
    const withIds = { ...meta(GRAPH), getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator]() };
    expect(manualChunks('/p/src/stores/options.ts', withIds)).toBe(FIRST_LOAD_CHUNK);
    expect(manualChunks('/p/src/stores/router.ts', withIds)).toBe(OPEN_PATH_CHUNK);
    expect(manualChunks('/p/src/components/primitives/wui-text/wui-text.tsx', withIds)).toBe(OPEN_PATH_CHUNK);
    expect(manualChunks('/p/src/stores/send.ts', withIds)).toBeUndefined();
    const lazy = { ...GRAPH, '\0@lazy-browser-entrypoint?app-data=conditional': [] };
    const lazyChunks = firstLoadChunk(['w3m-connect-view']).outputOptions({})
      .manualChunks as typeof manualChunks;
    const lazyMeta = { ...meta(lazy), getModuleIds: () => Object.keys(lazy)[Symbol.iterator]() };
    // The lazy build bundles the open path's elements itself: only their shared code joins the chunk.
    expect(lazyChunks('/p/src/stores/router.ts', lazyMeta)).toBe(OPEN_PATH_CHUNK);
    expect(lazyChunks('/p/src/components/primitives/wui-text/wui-text.tsx', lazyMeta)).toBeUndefined();
    const own = () => 'x';
    // The lazy build's panels code is a chunk of its own, which the late tags import (split-lazy-registry).
    const panelsModule = '/p/src/components/views/w3m-connect-view/connect-panels.ts';
    const panelFiles = '/p/src/components/dom/connect-panel-files.ts';
    expect(lazyChunks(panelsModule, lazyMeta)).toBe(CONNECT_PANELS_CHUNK);
    expect(lazyChunks(panelFiles, lazyMeta)).toBe(CONNECT_PANELS_CHUNK);
    // Bundlers re-split the custom-elements build themselves: there it is left to Rollup.
    expect(manualChunks(panelsModule, withIds)).toBeUndefined();
    expect(plugin.outputOptions({ manualChunks: own }).manualChunks).toBe(own);
  });
});
