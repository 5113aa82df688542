import { Component, Host, Prop, State, h } from '@stencil/core';
import { isChainNamespace } from '../../../chains/caip';
import type { ChainNamespace } from '../../../chains/constants';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';
import type { BalanceVisibility, EntryButtonSize } from '../shared/entry-types';
import { localeAttributes } from '../../../locales/active';

/**
 * The all-in-one entry element: the connect button while disconnected, the account button once
 * the namespace (default: the active one) has an address.
 */
@Component({ tag: 'w3m-button', styleUrl: 'w3m-button.css', shadow: true })
export class W3mButton {
  private readonly subscriptions = new StoreSubscriptions();

  @State() connected = false;
  @State() themeMode: ThemeMode = 'dark';

  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Text shown while disconnected (default: the active locale's). */
  @Prop() label?: string;
  /** Text shown while a connection is in progress (default: the active locale's). */
  @Prop() loadingLabel?: string;
  /** Disables the button. */
  @Prop() disabled = false;
  /** Show or hide the balance once connected. */
  @Prop() balance: BalanceVisibility = 'show';
  /** Characters of the address kept at the start. */
  @Prop() charsStart = 4;
  /** Characters of the address kept at the end. */
  @Prop() charsEnd = 6;
  /** The namespace whose connection the button follows (default: the active one). */
  @Prop() namespace?: ChainNamespace;

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($accounts, () => this.syncConnected());
    this.subscriptions.watch($chain, () => this.syncConnected());
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private syncConnected(): void {
    const namespace = isChainNamespace(this.namespace) ? this.namespace : $chain.get().activeNamespace;
    const account = namespace === undefined ? undefined : $accounts.get()[namespace];
    this.connected = account?.caipAddress !== undefined;
  }

  render() {
    // w3m-account-button is a small shell that loads its body once it is rendered (connected).
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <Host key="host" data-theme={this.themeMode} {...localeAttributes()}>
        {this.connected ? (
          <w3m-account-button
            size={this.size}
            disabled={this.disabled}
            balance={this.balance}
            charsStart={this.charsStart}
            charsEnd={this.charsEnd}
            namespace={this.namespace}
          />
        ) : (
          <w3m-connect-button
            size={this.size}
            label={this.label}
            loadingLabel={this.loadingLabel}
            disabled={this.disabled}
          />
        )}
      </Host>
    );
  }
}
