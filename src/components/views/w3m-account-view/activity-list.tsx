import { type FunctionalComponent, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { quantityDisplay } from '../../../stores/display';
import type { Transaction } from '../../../stores/transactions';

/** Props of {@link ActivityList}. */
export interface ActivityListProps {
  transactions: readonly Transaction[];
  loading: boolean;
}

/** The amount line of a transaction: its first transfer's quantity and symbol (or NFT name). */
function transferSummary(transaction: Transaction): string | undefined {
  const transfer = transaction.transfers[0];
  if (!transfer) return undefined;
  if (transfer.nft_info?.name) return transfer.nft_info.name;
  return quantityDisplay(transfer.quantity.numeric, transfer.fungible_info?.symbol);
}

/**
 * The Activity tab's body: the loaded transactions (as $transactions holds them), a spinner
 * while the first page loads, or the empty state.
 */
export const ActivityList: FunctionalComponent<ActivityListProps> = ({ transactions, loading }) => {
  if (transactions.length === 0 && loading) {
    return <wui-spinner size="md" label={en.account.activity.loading}></wui-spinner>;
  }
  if (transactions.length === 0) {
    return (
      <wui-empty-state
        icon="refresh"
        title={en.account.empty.activityTitle}
        description={en.account.empty.activityDescription}
      ></wui-empty-state>
    );
  }
  return (
    <ul class="activity-list" aria-label={en.account.activity.listLabel}>
      {transactions.map((transaction) => (
        <li key={transaction.id} class="activity-row" data-transaction-id={transaction.id}>
          <div class="activity-text">
            <wui-text variant="paragraph">{transaction.metadata.operationType}</wui-text>
            <wui-text variant="small" color="secondary">
              {transferSummary(transaction)}
            </wui-text>
          </div>
          <wui-tag variant="neutral">{transaction.metadata.status}</wui-tag>
        </li>
      ))}
    </ul>
  );
};
