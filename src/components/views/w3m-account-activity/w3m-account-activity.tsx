import { Component, Host, State, h } from '@stencil/core';
import { activeAccountKey, loadActivity } from '../../../appkit/account-activity';
import { account } from '../../../locales/en/account';
import { activity } from '../../../locales/en/activity';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $onrampPurchasesError } from '../../../stores/onramp-purchases';
import { $transactions, type TransactionsState } from '../../../stores/transactions';
import { StoreSubscriptions } from '../../store-subscriptions';
import { activityGroups, type ActivityRow } from './activity-rows';

/**
 * The Account view's Activity tab: the connected account's history on the active network from
 * its history source, grouped by month (SPEC §9), each row with its operation, the other party,
 * the signed amount and the status; "Load more" while the source has more. It loads the first
 * page when shown, and starts over when the network or account changes.
 */
@Component({ tag: 'w3m-account-activity', styleUrl: 'w3m-account-activity.css', shadow: true })
export class W3mAccountActivity {
  private readonly subscriptions = new StoreSubscriptions();
  private loadedFor: string | undefined;

  @State() transactions: TransactionsState = $transactions.get();
  /** Why the onramp purchases are missing, when the report failed. */
  @State() purchasesError: string | undefined;

  connectedCallback(): void {
    this.subscriptions.watch($transactions, (transactions) => (this.transactions = transactions));
    this.subscriptions.watch($onrampPurchasesError, (error) => (this.purchasesError = error));
    this.subscriptions.watch($chain, () => this.restartOnChange());
    this.subscriptions.watch($accounts, () => this.restartOnChange());
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.loadedFor = undefined;
  }

  /** Loads the first page when first shown and again whenever the network or address changes. */
  private restartOnChange(): void {
    const key = activeAccountKey();
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    void loadActivity('restart');
  }

  private readonly onLoadMore = (): void => void loadActivity('more');

  private renderRow(row: ActivityRow) {
    return (
      <li key={row.id} class="row" data-testid="w3m-activity-row" data-transaction-id={row.id}>
        <span class={`direction ${row.direction ?? 'none'}`} aria-hidden="true">
          <wui-icon name={row.direction === 'in' ? 'receive' : 'send'} size="sm"></wui-icon>
        </span>
        <div class="text">
          <wui-text variant="paragraph">{row.title}</wui-text>
          <wui-text variant="small" color="secondary">
            {row.description}
          </wui-text>
        </div>
        <div class="end">
          {row.amount !== undefined ? (
            <wui-text
              variant="paragraph"
              color={row.direction === 'in' ? 'success' : 'primary'}
              data-testid="w3m-activity-amount"
            >
              {row.amount}
            </wui-text>
          ) : null}
          <wui-tag variant={row.statusVariant}>{row.status}</wui-tag>
        </div>
      </li>
    );
  }

  private purchasesNotice() {
    return this.purchasesError ? (
      <wui-text variant="small" color="error" class="notice" data-testid="w3m-activity-purchases-error">
        {this.purchasesError}
      </wui-text>
    ) : null;
  }

  render() {
    const { transactionsByYear, loading, next } = this.transactions;
    const groups = activityGroups(transactionsByYear);
    if (groups.length === 0) {
      return (
        <Host>
          {this.purchasesNotice()}
          {loading ? (
            <wui-spinner size="md" label={activity.loading}></wui-spinner>
          ) : (
            <wui-empty-state
              icon="refresh"
              heading={account.empty.activityTitle}
              description={account.empty.activityDescription}
            ></wui-empty-state>
          )}
        </Host>
      );
    }
    return (
      <Host>
        {this.purchasesNotice()}
        <div class="groups" aria-label={activity.listLabel} aria-busy={loading ? 'true' : 'false'}>
          {groups.map((group) => (
            <section key={group.key} class="group" data-testid="w3m-activity-group" data-group={group.key}>
              <wui-text variant="small" color="secondary" class="label">
                {group.label}
              </wui-text>
              <ul class="rows">{group.rows.map((row) => this.renderRow(row))}</ul>
            </section>
          ))}
        </div>
        {next !== undefined ? (
          <wui-button
            variant="secondary"
            size="sm"
            fullWidth
            loading={loading}
            disabled={loading}
            testId="w3m-activity-load-more"
            onClick={this.onLoadMore}
          >
            {activity.loadMore}
          </wui-button>
        ) : null}
      </Host>
    );
  }
}
