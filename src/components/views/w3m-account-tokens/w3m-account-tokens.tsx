import { Component, Host, State, h } from '@stencil/core';
import { loadBalances } from '../../../appkit/account-data';
import { en } from '../../../locales/en';
import { money } from '../../../locales/en/money';
import { $accounts } from '../../../stores/account';
import type { TokenBalance } from '../../../stores/cache';
import { $chain } from '../../../stores/chain';
import { formatBalance, formatTokenAmount } from '../../../stores/format';
import { StoreSubscriptions } from '../../store-subscriptions';

/** The quantity line of a row (SPEC §5 balance format), or the raw text if it is not a number. */
function quantityText(balance: TokenBalance): string {
  try {
    return formatBalance(balance.quantity.numeric, balance.symbol);
  } catch {
    return `${balance.quantity.numeric} ${balance.symbol}`;
  }
}

/**
 * The Account view's Tokens tab: the connected account's balances on the active network (icon,
 * name, quantity, and the USD value when a price is known). Balances load when the element
 * connects and again when the account or network changes; the 30 s cache decides what is read.
 */
@Component({ tag: 'w3m-account-tokens', styleUrl: 'w3m-account-tokens.css', shadow: true })
export class W3mAccountTokens {
  private readonly subscriptions = new StoreSubscriptions();
  private accountKey = '';
  private request = 0;

  /** The balances shown, and whether a load is running. */
  @State() list: { balances: TokenBalance[]; loading: boolean } = { balances: [], loading: false };

  connectedCallback(): void {
    const follow = (): void => {
      const key = `${$chain.get().activeNetwork?.caipNetworkId ?? ''}|${$accounts.get().eip155.address ?? ''}`;
      if (key === this.accountKey) return;
      this.accountKey = key;
      void this.load();
    };
    this.subscriptions.watch($chain, follow);
    this.subscriptions.watch($accounts, follow);
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.accountKey = '';
  }

  private async load(): Promise<void> {
    const request = ++this.request;
    this.list = { ...this.list, loading: true };
    let balances: TokenBalance[] = [];
    try {
      balances = await loadBalances();
    } catch (error) {
      console.warn('w3m: could not load balances', error);
    }
    if (request === this.request) this.list = { balances, loading: false };
  }

  private renderRow(balance: TokenBalance) {
    const id = balance.address ?? 'native';
    const usd =
      balance.price > 0 && balance.value !== undefined ? formatTokenAmount(balance.value.toFixed(6)) : '';
    return (
      <li key={`${balance.chainId}:${id}`} class="row" data-testid={`w3m-account-token-${balance.symbol}`}>
        <wui-network-image
          name={balance.symbol}
          imageSrc={balance.iconUrl || undefined}
          size="sm"
        ></wui-network-image>
        <div class="texts">
          <wui-text variant="paragraph">{balance.name}</wui-text>
          <wui-text
            variant="small"
            color="secondary"
            data-testid={`w3m-account-token-amount-${balance.symbol}`}
          >
            {quantityText(balance)}
          </wui-text>
        </div>
        {usd ? (
          <wui-text variant="paragraph" data-testid={`w3m-account-token-usd-${balance.symbol}`}>
            {money.tokens.usdValue(usd)}
          </wui-text>
        ) : null}
      </li>
    );
  }

  render() {
    const { balances, loading } = this.list;
    if (balances.length === 0 && loading) {
      return (
        <Host>
          <wui-spinner size="md" label={money.tokens.loading}></wui-spinner>
        </Host>
      );
    }
    if (balances.length === 0) {
      return (
        <Host>
          <wui-empty-state
            icon="wallet"
            heading={en.account.empty.tokensTitle}
            description={en.account.empty.tokensDescription}
          ></wui-empty-state>
        </Host>
      );
    }
    return (
      <Host aria-busy={loading ? 'true' : undefined}>
        <ul class="list" aria-label={money.tokens.listLabel} data-testid="w3m-account-tokens">
          {balances.map((balance) => this.renderRow(balance))}
        </ul>
      </Host>
    );
  }
}
