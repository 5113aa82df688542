import { Component, Host, State, h } from '@stencil/core';
import { loadBalances } from '../../../appkit/account-data';
import { en } from '../../../locales/en';
import { money } from '../../../locales/en/money';
import { $accounts } from '../../../stores/account';
import type { TokenBalance } from '../../../stores/cache';
import { $chain } from '../../../stores/chain';
import { formatBalance, formatTokenAmount } from '../../../stores/format';
import { $send } from '../../../stores/send';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/** The quantity line of a row (SPEC §5 balance format), or the raw text if it is not a number. */
function quantityText(balance: TokenBalance): string {
  try {
    return formatBalance(balance.quantity.numeric, balance.symbol);
  } catch {
    return `${balance.quantity.numeric} ${balance.symbol}`;
  }
}

/** What the tab shows: the balances, whether a load runs, and whether they could not be read. */
interface TokenList {
  balances: TokenBalance[];
  loading: boolean;
  unavailable: boolean;
}

/**
 * The Account view's Tokens tab: the connected account's balances on the active network (icon,
 * name, quantity, and the USD value when a price is known). Balances load when the element
 * connects and again when the account or network changes (the previous network's list is dropped
 * at once); the 30 s cache decides what is read. Balances that cannot be read show as unavailable.
 */
@Component({ tag: 'w3m-account-tokens', styleUrl: 'w3m-account-tokens.css', shadow: true })
export class W3mAccountTokens {
  private readonly subscriptions = new StoreSubscriptions();
  private accountKey = '';
  private request = 0;

  /** The balances shown, whether a load is running, and whether they could not be read. */
  @State() list: TokenList = { balances: [], loading: false, unavailable: false };

  connectedCallback(): void {
    withLogoTable();
    const follow = (): void => {
      const { activeNetwork } = $chain.get();
      const address = activeNetwork ? $accounts.get()[activeNetwork.chainNamespace]?.address : undefined;
      const key = `${activeNetwork?.caipNetworkId ?? ''}|${address ?? ''}`;
      if (key === this.accountKey) return;
      const switched = this.accountKey !== '';
      this.accountKey = key;
      void this.load(switched);
    };
    this.subscriptions.watch($chain, follow);
    this.subscriptions.watch($accounts, follow);
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.accountKey = '';
  }

  /** Loads the balances; after an account or network change the old list is not kept meanwhile. */
  private async load(switched = false): Promise<void> {
    const request = ++this.request;
    this.list = { balances: switched ? [] : this.list.balances, loading: true, unavailable: false };
    let balances: TokenBalance[] = [];
    let unavailable = false;
    try {
      balances = await loadBalances();
      unavailable = balances.length === 0 && $send.get().balancesUnavailable;
    } catch (error) {
      console.warn('w3m: could not load balances', error);
      unavailable = true;
    }
    if (request === this.request) this.list = { balances, loading: false, unavailable };
  }

  private renderRow(balance: TokenBalance) {
    const id = balance.address ?? 'native';
    const usd =
      balance.price > 0 && balance.value !== undefined ? formatTokenAmount(balance.value.toFixed(6)) : '';
    return (
      <li key={`${balance.chainId}:${id}`} class="row" data-testid={`w3m-account-token-${balance.symbol}`}>
        <TokenImage symbol={balance.symbol} iconUrl={balance.iconUrl} size="sm" />
        <div class="texts">
          <wui-text variant="paragraph">{balance.name}</wui-text>
          <wui-text variant="small" color="secondary">
            {balance.symbol}
          </wui-text>
        </div>
        <div class="amounts">
          <wui-text variant="paragraph" data-testid={`w3m-account-token-amount-${balance.symbol}`}>
            {quantityText(balance)}
          </wui-text>
          {usd ? (
            <wui-text
              variant="small"
              color="secondary"
              data-testid={`w3m-account-token-usd-${balance.symbol}`}
            >
              {money.tokens.usdValue(usd)}
            </wui-text>
          ) : null}
        </div>
      </li>
    );
  }

  render() {
    const { balances, loading, unavailable } = this.list;
    if (balances.length === 0 && loading) {
      return (
        <Host>
          <wui-spinner size="md" label={money.tokens.loading}></wui-spinner>
        </Host>
      );
    }
    if (balances.length === 0 && unavailable) {
      const network = $chain.get().activeNetwork?.name ?? en.account.profile.noNetwork;
      return (
        <Host>
          <wui-empty-state
            icon="warning"
            heading={en.account.balance.unavailable}
            description={en.account.balance.unavailableDescription(network)}
            data-testid="w3m-account-tokens-unavailable"
            role="status"
          ></wui-empty-state>
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
