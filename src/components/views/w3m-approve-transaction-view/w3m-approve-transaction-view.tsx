import { Component, Element, Host, State, h } from '@stencil/core';
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
  @Element() el!: HTMLElement;

  private readonly subscriptions = new StoreSubscriptions();
  private placing = false;
  private frameLoop = 0;
  private lastRect = '';

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
    cancelAnimationFrame(this.frameLoop);
    if (this.placing)
      void import('../../../appkit/email-login').then((flow) => flow.placeAuthFrame(undefined));
    this.placing = false;
  }

  componentDidLoad(): void {
    // The embedded wallet's approve/reject screen is the secure frame itself, shown over this
    // region; it follows the region while the card opens, moves or resizes.
    const namespace = $chain.get().activeNetwork?.chainNamespace;
    const type = namespace ? $chain.get().byNamespace[namespace]?.connectorType : undefined;
    if (type !== 'AUTH' && type !== 'ID_AUTH') return;
    this.placing = true;
    void import('../../../appkit/email-login').then((flow) => {
      const follow = (): void => {
        if (!this.placing) return;
        const rect = this.el.shadowRoot?.querySelector('.frame-region')?.getBoundingClientRect();
        const key = rect ? `${rect.top},${rect.left},${rect.width},${rect.height}` : '';
        if (key !== this.lastRect) {
          this.lastRect = key;
          flow.placeAuthFrame(rect);
        }
        this.frameLoop = requestAnimationFrame(follow);
      };
      follow();
    });
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
