/** Entry button sizes. */
export type EntryButtonSize = 'md' | 'sm';

/** Whether the account button shows the balance next to the address. */
export type BalanceVisibility = 'show' | 'hide';
