import { importFiles } from './late-tags';

/**
 * Lazy build: the Networks view's bundle entry and every chunk below it, which the build writes
 * over the placeholder (scripts/split-lazy-registry.ts). Left as is (tests, custom-elements build),
 * it names no file.
 */
const NETWORKS_VIEW_FILES = '["w3m-networks-view-files"]';

let requested = false;

/** Requests every file of the Networks view at once (the first call only). */
function preloadNetworksViewFiles(): void {
  if (requested) return;
  requested = true;
  importFiles(JSON.parse(NETWORKS_VIEW_FILES) as string[]);
}

/**
 * Preloads the Networks view's files when a pointer rests on, focus or a finger reaches, or a click
 * lands on `button` (the network button's host: its shadow button's events reach it). A first open
 * would otherwise wait for the view's entry, then for the chunks it names.
 */
export function preloadNetworksViewOnIntent(button: HTMLElement): void {
  for (const type of ['pointerenter', 'focusin', 'touchstart', 'click'])
    button.addEventListener(type, preloadNetworksViewFiles, { passive: true });
}
