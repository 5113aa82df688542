import { getAssetPath } from '@stencil/core';
import { BUILD } from '@stencil/core/internal/app-data';
import { preloadElement, type ElementLoader } from '../dom/lazy-element';

/** One element of the open modal and how to load its module. */
export type LazyPart = readonly [tag: string, load: ElementLoader];

/** The open modal's shell, rendered by w3m-modal through a variable. */
export const DIALOG_PART: LazyPart = [
  'w3m-modal-dialog',
  () => import('./w3m-modal-dialog/w3m-modal-dialog'),
];

/** The parts inside the card, in render order: header, alert bar, router, snackbar. */
export const CARD_PARTS: readonly LazyPart[] = [
  ['w3m-header', () => import('./w3m-header/w3m-header')],
  ['w3m-alert-bar', () => import('./w3m-alert-bar/w3m-alert-bar')],
  ['w3m-router', () => import('./w3m-router/w3m-router')],
  ['w3m-snackbar', () => import('./w3m-snackbar/w3m-snackbar')],
];

/** The first view of a disconnected user, what the connect button opens. */
export const CONNECT_VIEW_PART: LazyPart = [
  'w3m-connect-view',
  () => import('../views/w3m-connect-view/w3m-connect-view'),
];

/** The views an entry button opens on: Connect, Account (connected) and Networks. */
export const ENTRY_VIEW_PARTS = {
  Connect: CONNECT_VIEW_PART,
  Account: ['w3m-account-view', () => import('../views/w3m-account-view/w3m-account-view')],
  Networks: ['w3m-networks-view', () => import('../views/w3m-networks-view/w3m-networks-view')],
} as const satisfies Record<string, LazyPart>;

/**
 * The lazy build's files each entry view's open needs (its bundles and all their shared chunks, the
 * Connect view's wallet list too), written in after the build by scripts/open-path-manifest.ts as
 * `{"prefix":"p-","files":["<hash>",…],"views":{"Connect":[0,1,…],…}}` (file `<prefix><name>.js`).
 * Without it a bundle's chunks are only discovered once the bundle is parsed: a second round trip.
 */
const OPEN_PATH_MANIFEST: string = '__W3M_OPEN_PATH_MANIFEST__';

interface OpenPathManifest {
  prefix: string;
  files: string[];
  views: Record<string, number[]>;
}

const hinted = new Set<string>();

/** Adds a modulepreload link for every file of `view`'s open path that the manifest lists. */
function preloadManifestFiles(view: string): void {
  if (!OPEN_PATH_MANIFEST.startsWith('{') || typeof document === 'undefined') return;
  const { prefix, files, views } = JSON.parse(OPEN_PATH_MANIFEST) as OpenPathManifest;
  for (const index of views[view] ?? []) {
    const file = files[index];
    if (file === undefined || hinted.has(file)) continue;
    hinted.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = getAssetPath(`./${prefix}${file}.js`);
    document.head.append(link);
  }
}

/** The bundled wallet list the Connect view shows, requested with the open path (bundler builds). */
const loadBundledWallets = () => import('../../services/wallet-registry/bundled-wallets');

/**
 * Requests the shell, the card's parts and `view` (with the primitives it renders) all at once, so
 * an open costs one round trip instead of a waterfall of dialog, then router, then view. The entry
 * buttons call it on pointerenter, focus and touchstart, w3m-modal again on open; repeats are free.
 */
export function preloadOpenPath(view?: string): void {
  const viewPart = (ENTRY_VIEW_PARTS as Record<string, LazyPart | undefined>)[view ?? ''];
  for (const [tag, load] of [DIALOG_PART, ...CARD_PARTS, ...(viewPart ? [viewPart] : [])])
    preloadElement(tag, load);
  // The lazy build lists every file of the open path (wallet list included) in its manifest; a
  // bundler build requests the wallet list here, so it does not wait for the Connect view to render.
  if (view === undefined) return;
  if (BUILD.lazyLoad) preloadManifestFiles(view);
  else if (view === 'Connect') void loadBundledWallets().catch(() => undefined);
}
