import { BUILD } from '@stencil/core/internal/app-data';
import { $accounts } from '../../../stores/account';
import { $options, type ResolvedOptions } from '../../../stores/options';
import { preloadPanelFiles } from '../../dom/connect-panel-files';
import { ensureElement } from '../../dom/lazy-element';

/** SPEC §4: email login needs the feature on and a secure site to host the frame. */
export function emailLoginEnabled(options: ResolvedOptions): boolean {
  return options.features.email && options.secureSiteUrl !== undefined;
}

/** SPEC §4: social login needs a provider configured and a secure site to run the login. */
export function socialLoginEnabled(options: ResolvedOptions): boolean {
  return (options.features.socials || []).length > 0 && options.secureSiteUrl !== undefined;
}

/*
 * Connect's optional panels are rendered through their tag names, so neither is in the view's static
 * dependencies: in the custom-elements build (bundlers) a panel's code, and the login flow it
 * imports, is a chunk of its own that loads only when its feature is on, as in the lazy build.
 */

/** The email field's element. */
export const EMAIL_FIELD = 'w3m-email-login-field';
/** The social buttons' element. */
export const SOCIAL_LIST = 'w3m-social-login-list';

/**
 * Loads the panels `options` show, all at once.
 * - Custom-elements build: resolves when each is defined or has failed (a panel that cannot load
 *   leaves the rest of Connect usable). The router loads Connect with them (view-tags.ts), so the
 *   view renders with its panels in one go and the card never shows it without them.
 * - Lazy build: the loader registers both tags and Stencil holds Connect's first render until a
 *   rendered panel's bundle has loaded; this requests every file of those bundles at once.
 */
export async function loadShownPanels(options: ResolvedOptions): Promise<void> {
  if (BUILD.lazyLoad) {
    preloadPanelFiles({ email: emailLoginEnabled(options), social: socialLoginEnabled(options) });
    return;
  }
  const loads: Array<Promise<void>> = [];
  if (emailLoginEnabled(options))
    loads.push(ensureElement(EMAIL_FIELD, () => import('../w3m-email-login-field/w3m-email-login-field')));
  if (socialLoginEnabled(options))
    loads.push(ensureElement(SOCIAL_LIST, () => import('../w3m-social-login-list/w3m-social-login-list')));
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
}

// Lazy build: this module is a small chunk of its own that the late tags import
// (scripts/rollup-first-load-chunk.ts), so this runs as soon as a hover or a click has brought it,
// not once the open path's largest file has. With no account connected the modal opens on Connect,
// so its panels' files are on their way before it renders (after a hover, before the click); a
// connected user's open shows Account, which needs none.
const noAccountConnected = (): boolean =>
  Object.values($accounts.get()).every((account) => account.caipAddress === undefined);
if (BUILD.lazyLoad && noAccountConnected()) void loadShownPanels($options.get());
