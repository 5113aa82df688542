import { Component, Element, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import { BUILD } from '@stencil/core/internal/app-data';
import { isChainNamespace } from '../../../chains/caip';
import type { ChainNamespace } from '../../../chains/constants';
import { $accounts, type AccountState } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { formatBalance } from '../../../stores/format';
import { openModal } from '../../../stores/modal';
import { account as accountText } from '../../../locales/en/account';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import { preloadAccountViewFiles } from '../../dom/account-view-files';
import { preloadOpenPath } from '../open-path';
import { shortenAddress } from './shorten-address';
import type { BalanceVisibility, EntryButtonSize } from '../shared/entry-types';

/**
 * The body of w3m-account-button, loaded once an account is shown: avatar, profile name or
 * shortened address, and the balance (unless hidden). Opens the modal on Account.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-account-button-body', styleUrl: 'w3m-account-button-body.css', shadow: true })
export class W3mAccountButtonBody {
  private readonly subscriptions = new StoreSubscriptions();

  @Element() host!: HTMLElement;

  @State() themeMode: ThemeMode = 'dark';
  @State() account: AccountState | undefined;

  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Disables the button. */
  @Prop() disabled = false;
  /** Show or hide the balance. */
  @Prop() balance: BalanceVisibility = 'show';
  /** Characters of the address kept at the start. */
  @Prop() charsStart = 4;
  /** Characters of the address kept at the end. */
  @Prop() charsEnd = 6;
  /** The namespace whose account is shown (default: the active one). */
  @Prop() namespace?: ChainNamespace;

  /** Fired when the user activates the button, before the modal opens. */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($accounts, () => this.syncAccount());
    this.subscriptions.watch($chain, () => this.syncAccount());
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private targetNamespace(): ChainNamespace | undefined {
    return isChainNamespace(this.namespace) ? this.namespace : $chain.get().activeNamespace;
  }

  private syncAccount(): void {
    const namespace = this.targetNamespace();
    this.account = namespace === undefined ? undefined : $accounts.get()[namespace];
  }

  /** A pointer resting on, a finger touching or focus reaching the button: the open is coming. */
  private readonly onIntent = (): void => {
    preloadOpenPath('Account');
    if (BUILD.lazyLoad) preloadAccountViewFiles(this.targetNamespace());
  };

  private readonly onClick = (): void => {
    if (this.disabled) return;
    if (BUILD.lazyLoad) preloadAccountViewFiles(this.targetNamespace());
    this.w3mClick.emit();
    const namespace = this.targetNamespace();
    openModal({ view: 'Account', ...(namespace ? { namespace } : {}) });
  };

  private balanceText(): string | undefined {
    const { balance, balanceSymbol, balanceStatus } = this.account ?? {};
    if (this.balance === 'hide') return undefined;
    if (balance === undefined)
      return balanceStatus === 'unavailable' ? accountText.balance.unavailable : undefined;
    try {
      return formatBalance(balance, balanceSymbol);
    } catch {
      return undefined;
    }
  }

  private renderBalance() {
    const text = this.balanceText();
    if (text)
      return (
        <span class="balance" data-testid="account-button-balance">
          {text}
        </span>
      );
    if (this.balance === 'hide' || this.account?.balanceStatus !== 'loading') return null;
    // A switch dropped the old network's balance; the new one is on its way.
    return (
      <span
        class="balance"
        role="status"
        aria-label={accountText.balance.loading}
        data-testid="account-button-balance-loading"
      >
        …
      </span>
    );
  }

  render() {
    const address = this.account?.address ?? '';
    const who = this.account?.profileName ?? shortenAddress(address, this.charsStart, this.charsEnd);
    return (
      <Host data-theme={this.themeMode}>
        <button
          type="button"
          part="button"
          class={`button neutral size-${this.size}`}
          data-testid="account-button"
          disabled={this.disabled}
          onClick={this.onClick}
          onPointerEnter={this.onIntent}
          onFocus={this.onIntent}
          onTouchStart={this.onIntent}
        >
          {this.renderBalance()}
          <span class="account">
            {address && <wui-avatar address={address} imageSrc={this.account?.profileImage} size="sm" />}
            <span class="who">{who}</span>
          </span>
        </button>
      </Host>
    );
  }
}
