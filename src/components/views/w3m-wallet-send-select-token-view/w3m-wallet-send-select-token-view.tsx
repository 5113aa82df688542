import { Component, Host, State, h } from '@stencil/core';
import { loadBalances } from '../../../appkit/account-data';
import { money } from '../../../locales/en/money';
import type { TokenBalance } from '../../../stores/cache';
import { formatBalance } from '../../../stores/format';
import { goBack } from '../../../stores/router';
import { $send, setToken, setTokenAmount, type SendState } from '../../../stores/send';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/** The token picker of Send (WalletSendSelectToken): the account's balances; picking one goes back. */
@Component({
  tag: 'w3m-wallet-send-select-token-view',
  styleUrl: 'w3m-wallet-send-select-token-view.css',
  shadow: true,
})
export class W3mWalletSendSelectTokenView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() send: SendState = $send.get();
  @State() loading = false;

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($send, (send) => (this.send = send));
    if ($send.get().tokenBalances.length === 0) void this.load();
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private async load(): Promise<void> {
    this.loading = true;
    try {
      await loadBalances();
    } catch (error) {
      console.warn('w3m: could not load balances', error);
    } finally {
      this.loading = false;
    }
  }

  private pick(token: TokenBalance): void {
    const previous = $send.get().token;
    setToken(token);
    // An amount typed for another token means nothing for this one.
    if (previous && (previous.address ?? '') !== (token.address ?? '')) setTokenAmount(undefined);
    goBack();
  }

  render() {
    const balances = this.send.tokenBalances;
    if (balances.length === 0) {
      return (
        <Host>
          <div class="view">
            {this.loading ? (
              <wui-spinner size="md" label={money.tokens.loading}></wui-spinner>
            ) : (
              <wui-text variant="paragraph" color="secondary" align="center">
                {money.send.noTokens}
              </wui-text>
            )}
          </div>
        </Host>
      );
    }
    const selected = this.send.token;
    return (
      <Host>
        <ul class="view list" aria-label={money.send.tokenListLabel}>
          {balances.map((token) => (
            <li key={token.address ?? 'native'}>
              <wui-list-item
                label={token.name}
                description={formatBalance(token.quantity.numeric, token.symbol)}
                selected={selected !== undefined && (selected.address ?? '') === (token.address ?? '')}
                testId={`w3m-send-token-${token.symbol}`}
                onClick={() => this.pick(token)}
              >
                <TokenImage slot="image" symbol={token.symbol} iconUrl={token.iconUrl} size="md" />
              </wui-list-item>
            </li>
          ))}
        </ul>
      </Host>
    );
  }
}
