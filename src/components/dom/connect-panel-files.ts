import { importFiles } from './late-tags';

/*
 * Lazy build: the files of the bundles of Connect's optional panels, each entry and every chunk
 * below it, which the build writes over the placeholders (scripts/split-lazy-registry.ts). Left as
 * they are (tests, custom-elements build), they name no file.
 */
const EMAIL_FIELD_FILES = '["w3m-email-login-field-files"]';
const SOCIAL_LIST_FILES = '["w3m-social-login-list-files"]';

const requested = new Set<string>();

function request(files: string): void {
  if (requested.has(files)) return;
  requested.add(files);
  importFiles(JSON.parse(files) as string[]);
}

/**
 * Requests every file of the panels Connect shows, all at once (each panel once). Left to the
 * runtime, Connect's render would request a panel's entry, which then names its chunks: two round
 * trips after the open path's, with the view held back until they end.
 */
export function preloadPanelFiles(panels: { email: boolean; social: boolean }): void {
  if (panels.email) request(EMAIL_FIELD_FILES);
  if (panels.social) request(SOCIAL_LIST_FILES);
}
