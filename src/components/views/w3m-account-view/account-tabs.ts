import { en } from '../../../locales/en';

/** The Account view's tabs (SPEC §2). */
export type AccountTabId = 'tokens' | 'nfts' | 'activity';

/** One tab as wui-tabs takes it. */
export interface AccountTab {
  id: AccountTabId;
  label: string;
  testId: string;
}

const ALL_TABS: readonly AccountTab[] = [
  { id: 'tokens', label: en.account.tabs.tokens, testId: 'account-tab-tokens' },
  { id: 'nfts', label: en.account.tabs.nfts, testId: 'account-tab-nfts' },
  { id: 'activity', label: en.account.tabs.activity, testId: 'account-tab-activity' },
];

/** The tabs to show: Activity only while the `history` feature is on. */
export function accountTabs(historyEnabled: boolean): AccountTab[] {
  return ALL_TABS.filter((tab) => tab.id !== 'activity' || historyEnabled);
}

/** Whether a value names an account tab. */
export function isAccountTabId(value: unknown): value is AccountTabId {
  return value === 'tokens' || value === 'nfts' || value === 'activity';
}
