import { Component, Element, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import { buttonText } from '../../../locales/en/buttons';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $setupFailed } from '../../../stores/lifecycle';
import { openModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import { preloadOpenPath } from '../open-path';
import type { EntryButtonSize } from '../shared/entry-types';
import { localeAttributes } from '../../../locales/active';

/**
 * Opens the modal on Connect. Shows `loadingLabel` while a connection is being restored or made
 * (not while the modal is merely open: nothing is connecting then). After createAppKit rejected
 * its options the button is disabled and, on a development page, says why.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-connect-button', styleUrl: 'w3m-connect-button.css', shadow: true })
export class W3mConnectButton {
  private readonly subscriptions = new StoreSubscriptions();

  @Element() host!: HTMLElement;

  @State() themeMode: ThemeMode = 'dark';
  @State() connecting = false;
  @State() setupFailed: { message?: string } | undefined;

  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Text shown while disconnected (default: the active locale's). */
  @Prop() label?: string;
  /** Text shown while a connection is in progress (default: the active locale's). */
  @Prop() loadingLabel?: string;
  /** Disables the button. */
  @Prop() disabled = false;

  /** Fired when the user activates the button, before the modal opens. */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
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

  /** A pointer resting on, a finger touching or focus reaching the button: the open is coming. */
  private readonly onIntent = (): void => preloadOpenPath('Connect');

  private readonly onClick = (): void => {
    if (this.disabled) return;
    // The open path's requests go out before the open's own work (events, stores, rendering).
    preloadOpenPath('Connect');
    this.w3mClick.emit();
    openModal();
  };

  render() {
    const loading = this.connecting;
    const failed = this.setupFailed;
    const shown = failed?.message;
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <Host key="host" data-theme={this.themeMode} {...localeAttributes()}>
        <button
          key="button"
          type="button"
          part="button"
          class={`button size-${this.size}`}
          data-testid="connect-button"
          disabled={this.disabled || failed !== undefined}
          aria-busy={loading ? 'true' : undefined}
          aria-describedby={shown ? 'setup-error' : undefined}
          onClick={this.onClick}
          onPointerEnter={this.onIntent}
          onFocus={this.onIntent}
          onTouchStart={this.onIntent}
        >
          {shown
            ? buttonText('connectButton', 'setupError')
            : loading
              ? (this.loadingLabel ?? buttonText('connectButton', 'loadingLabel'))
              : (this.label ?? buttonText('connectButton', 'label'))}
        </button>
        {shown && (
          <p key="error" id="setup-error" class="setup-error" role="alert" data-testid="w3m-setup-error">
            {shown}
          </p>
        )}
      </Host>
    );
  }
}
