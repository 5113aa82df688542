import { Component, Host, State, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { $chain } from '../../../stores/chain';
import { pendingRequestCount } from '../../../stores/pending-requests';
import { $router } from '../../../stores/router';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';

/**
 * The ApproveTransaction view (SPEC §2: forced open by an unsafe wallet request): a region that
 * will host the secure frame, how many requests wait, and a spinner while the user approves in
 * the wallet. It never approves anything itself.
 */
@Component({
  tag: 'w3m-approve-transaction-view',
  styleUrl: 'w3m-approve-transaction-view.css',
  shadow: true,
})
export class W3mApproveTransactionView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';
  @State() networkName: string | undefined;
  /** Pending requests are not a store: re-read on every router or chain change. */
  @State() pending = pendingRequestCount();

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($chain, (chain) => {
      this.networkName = chain.activeNetwork?.name;
      this.pending = pendingRequestCount();
    });
    this.subscriptions.watch($router, () => (this.pending = pendingRequestCount()));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  render() {
    const strings = en.account.approve;
    return (
      <Host data-theme={this.themeMode}>
        <div class="view" data-testid="w3m-approve-transaction-view">
          <div
            class="frame-region"
            part="frame-region"
            role="region"
            aria-label={strings.frameLabel}
            aria-busy="true"
          >
            <wui-spinner size="lg" label={strings.waiting}></wui-spinner>
            <wui-text variant="large" align="center">
              {strings.title}
            </wui-text>
            <wui-text variant="paragraph" color="secondary" align="center">
              {strings.description}
            </wui-text>
            {this.pending > 0 || this.networkName ? (
              <div class="summary" data-testid="w3m-approve-transaction-summary">
                {this.pending > 0 ? (
                  <wui-tag variant="accent">{strings.pending(this.pending)}</wui-tag>
                ) : null}
                {this.networkName ? <wui-tag variant="neutral">{this.networkName}</wui-tag> : null}
              </div>
            ) : null}
          </div>
        </div>
      </Host>
    );
  }
}
