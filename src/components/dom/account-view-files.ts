import type { ChainNamespace } from '../../chains/constants';
import { importFiles } from './late-tags';

/**
 * Lazy build: the Account view's bundle entry and every chunk below it, which the build writes over
 * the placeholder (scripts/split-lazy-registry.ts). Left as is (tests, custom-elements build), it
 * names no file.
 */
const ACCOUNT_VIEW_FILES = '["w3m-account-view-files"]';

let requested = false;

/**
 * Requests every file of the Account view at once, and the balance code its first tab imports for
 * `namespace`. The account button calls it: a returning user's first open would otherwise wait for
 * the view's entry, then for the chunks it names (the list of later views' files only loads once the
 * modal has shown), then for the balance code.
 */
export function preloadAccountViewFiles(namespace: ChainNamespace | undefined): void {
  if (requested) return;
  requested = true;
  importFiles(JSON.parse(ACCOUNT_VIEW_FILES) as string[]);
  // The view opens on its Tokens tab, which imports the balance code as it shows (appkit/account-data).
  const sources =
    namespace === 'solana'
      ? import('../../services/balances/solana-balances')
      : import('../../services/balances/default-sources');
  Promise.all([import('../../services/balances/fetch-balances'), sources]).catch(() => undefined);
}
