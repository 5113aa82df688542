import { Component, Host, State, h } from '@stencil/core';
import {
  loadAddressSummaries,
  switchActiveAddress,
  type AddressSummary,
} from '../../../appkit/switch-address';
import { account as strings } from '../../../locales/en/account';
import { $accounts, type AccountsState } from '../../../stores/account';
import { shortenAddress } from '../../../stores/display';
import { goBack } from '../../../stores/router';
import { showError } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';

/**
 * The SwitchAddress view (option `hasMultipleAddresses`): the wallet's eip155 accounts
 * (allAccounts) with each one's balance and ENS name; picking one makes it the active account
 * and goes back to Account.
 */
@Component({ tag: 'w3m-switch-address-view', styleUrl: 'w3m-switch-address-view.css', shadow: true })
export class W3mSwitchAddressView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() accounts: AccountsState = $accounts.get();
  /** Balances and names, once read. */
  @State() summaries: ReadonlyMap<string, AddressSummary> = new Map();
  @State() switching: string | undefined;

  connectedCallback(): void {
    this.subscriptions.watch($accounts, (accounts) => (this.accounts = accounts));
    void loadAddressSummaries().then((list) => {
      this.summaries = new Map(list.map((entry) => [entry.address.toLowerCase(), entry]));
    });
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly pick = async (address: string): Promise<void> => {
    if (this.switching) return;
    this.switching = address;
    try {
      await switchActiveAddress(address);
      goBack();
    } catch (error) {
      showError(error);
    } finally {
      this.switching = undefined;
    }
  };

  render() {
    const { allAccounts, address: active } = this.accounts.eip155;
    return (
      <Host>
        <ul class="view list" aria-label={strings.switchAddress.listLabel}>
          {allAccounts.map(({ address }) => {
            const summary = this.summaries.get(address.toLowerCase());
            const current = address.toLowerCase() === active?.toLowerCase();
            return (
              <li key={address}>
                <button
                  type="button"
                  class="row"
                  data-testid={`w3m-switch-address-${address.toLowerCase()}`}
                  aria-current={current ? 'true' : undefined}
                  disabled={this.switching !== undefined}
                  onClick={() => void this.pick(address)}
                >
                  <wui-avatar address={address} size="sm"></wui-avatar>
                  <span class="labels">
                    <span class="name">{summary?.name ?? shortenAddress(address)}</span>
                    <span class="balance" data-testid="w3m-switch-address-balance">
                      {summary?.balance ?? ''}
                    </span>
                  </span>
                  {current ? <span class="active">{strings.switchAddress.active}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Host>
    );
  }
}
