import type { ElementLoader } from '../../dom/lazy-element';
import type { AccountTabId } from './account-tabs';

/** A tab whose body is its own element, loaded the first time the tab is shown. */
export interface TabElement {
  tag: string;
  load: ElementLoader;
}

/*
 * Each loader is a dynamic import, so a tab's element (with its data sources) is a chunk of its
 * own that loads only when the user opens the tab; the view renders it through a tag variable.
 */
export const TAB_ELEMENTS: Partial<Record<AccountTabId, TabElement>> = {
  nfts: { tag: 'w3m-account-nfts', load: () => import('../w3m-account-nfts/w3m-account-nfts') },
  activity: {
    tag: 'w3m-account-activity',
    load: () => import('../w3m-account-activity/w3m-account-activity'),
  },
};
