import { BUILD } from '@stencil/core/internal/app-data';
import { preloadBundledWallets } from '../../appkit/bundled-wallets-preload';
import { loadOpenPathBundle, preloadLateOpenPath } from '../dom/late-tags';
import { preloadElement, type ElementLoader } from '../dom/lazy-element';
import { $options } from '../../stores/options';

/** One element of the open modal and how to load its module. */
export type LazyPart = readonly [tag: string, load: ElementLoader];

/*
 * Each loader below is written out per build: in the lazy build (a compile-time constant) every
 * element of the open path loads with its bundle, so no element module is imported on its own and
 * Rollup keeps them all in the bundle's file (one request, not one per element).
 */

/** The open modal's shell, rendered by w3m-modal through a variable. */
export const DIALOG_PART: LazyPart = [
  'w3m-modal-dialog',
  BUILD.lazyLoad ? loadOpenPathBundle : () => import('./w3m-modal-dialog/w3m-modal-dialog'),
];

/** The parts inside the card, in render order: header, alert bar, router, snackbar. */
export const CARD_PARTS: readonly LazyPart[] = [
  ['w3m-header', BUILD.lazyLoad ? loadOpenPathBundle : () => import('./w3m-header/w3m-header')],
  ['w3m-alert-bar', BUILD.lazyLoad ? loadOpenPathBundle : () => import('./w3m-alert-bar/w3m-alert-bar')],
  ['w3m-router', BUILD.lazyLoad ? loadOpenPathBundle : () => import('./w3m-router/w3m-router')],
  ['w3m-snackbar', BUILD.lazyLoad ? loadOpenPathBundle : () => import('./w3m-snackbar/w3m-snackbar')],
];

/**
 * Custom-elements build: the Connect view and the optional panels its options show (email field,
 * social buttons: connect-panels.ts), defined together so the view renders with them in one go.
 */
const loadConnectView = (): Promise<unknown> =>
  Promise.all([
    import('../views/w3m-connect-view/w3m-connect-view'),
    import('../views/w3m-connect-view/connect-panels').then((panels) =>
      panels.loadShownPanels($options.get()),
    ),
  ]).then(([view]) => view);

/** The first view of a disconnected user, what the connect button opens (and the router shows). */
export const CONNECT_VIEW_PART: LazyPart = [
  'w3m-connect-view',
  BUILD.lazyLoad ? loadOpenPathBundle : loadConnectView,
];

/** The views an entry button opens on: Connect, Account (connected) and Networks. */
export const ENTRY_VIEW_PARTS = {
  Connect: CONNECT_VIEW_PART,
  Account: ['w3m-account-view', () => import('../views/w3m-account-view/w3m-account-view')],
  Networks: ['w3m-networks-view', () => import('../views/w3m-networks-view/w3m-networks-view')],
} as const satisfies Record<string, LazyPart>;

/**
 * Requests the shell, the card's parts and `view` (with the primitives it renders) all at once, so
 * an open costs one round trip instead of a waterfall of dialog, then router, then view. The entry
 * buttons call it on pointerenter, focus and touchstart, w3m-modal again on open; repeats are free.
 */
export function preloadOpenPath(view?: string): void {
  const viewPart = (ENTRY_VIEW_PARTS as Record<string, LazyPart | undefined>)[view ?? ''];
  for (const [tag, load] of [DIALOG_PART, ...CARD_PARTS, ...(viewPart ? [viewPart] : [])])
    preloadElement(tag, load);
  // Bundler builds: the wallet list comes with the open path, not after the Connect view renders.
  // (In the lazy build this import re-split the first paint's chunks, so it is left out there.)
  if (!BUILD.lazyLoad && view === 'Connect') preloadBundledWallets();
  // Lazy build: the bundle and all its chunks (and the wallet list, in its open-path chunk) at once.
  if (BUILD.lazyLoad) preloadLateOpenPath();
}
