import { Component, Element, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import { buttons } from '../../../locales/en/buttons';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $setupFailed } from '../../../stores/lifecycle';
import { $modal, openModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import type { EntryButtonSize } from '../shared/entry-types';

/**
 * Opens the modal on Connect. Shows `loadingLabel` while the modal is open or a connection is
 * being restored or made. After createAppKit rejected its options the button is disabled and,
 * on a development page, says why.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-connect-button', styleUrl: 'w3m-connect-button.css', shadow: true })
export class W3mConnectButton {
  private readonly subscriptions = new StoreSubscriptions();

  @Element() host!: HTMLElement;

  @State() themeMode: ThemeMode = 'dark';
  @State() modalOpen = false;
  @State() connecting = false;
  @State() setupFailed: { message?: string } | undefined;

  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Text shown while disconnected. */
  @Prop() label: string = buttons.connectButton.label;
  /** Text shown while the modal is open or a connection is in progress. */
  @Prop() loadingLabel: string = buttons.connectButton.loadingLabel;
  /** Disables the button. */
  @Prop() disabled = false;

  /** Fired when the user activates the button, before the modal opens. */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($modal, (modal) => (this.modalOpen = modal.open));
    this.subscriptions.watch($accounts, () => this.syncConnecting());
    this.subscriptions.watch($chain, () => this.syncConnecting());
    this.subscriptions.watch($setupFailed, (failed) => (this.setupFailed = failed));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private syncConnecting(): void {
    const namespace = $chain.get().activeNamespace;
    this.connecting = namespace !== undefined && $accounts.get()[namespace].status === 'connecting';
  }

  private readonly onClick = (): void => {
    if (this.disabled) return;
    this.w3mClick.emit();
    openModal();
  };

  render() {
    const loading = this.modalOpen || this.connecting;
    const failed = this.setupFailed;
    const shown = failed?.message;
    return (
      <Host data-theme={this.themeMode}>
        <button
          type="button"
          part="button"
          class={`button size-${this.size}`}
          data-testid="connect-button"
          disabled={this.disabled || failed !== undefined}
          aria-busy={loading ? 'true' : undefined}
          aria-describedby={shown ? 'setup-error' : undefined}
          onClick={this.onClick}
        >
          {shown ? buttons.connectButton.setupError : loading ? this.loadingLabel : this.label}
        </button>
        {shown && (
          <p id="setup-error" class="setup-error" role="alert" data-testid="w3m-setup-error">
            {shown}
          </p>
        )}
      </Host>
    );
  }
}
