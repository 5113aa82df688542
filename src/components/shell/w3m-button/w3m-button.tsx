import { Component, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { openModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';

/**
 * The entry button: opens the modal so the user can connect a wallet.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-button', styleUrl: 'w3m-button.css', shadow: true })
export class W3mButton {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';

  /** Button size. */
  @Prop() size: 'md' | 'sm' = 'md';
  /** Text shown while disconnected. */
  @Prop() label: string = en.connectButton.label;
  /** Text shown while a connection is in progress. */
  @Prop() loadingLabel: string = en.connectButton.loadingLabel;
  /** Disables the button. */
  @Prop() disabled = false;

  /** Fired when the user activates the button, before the modal opens. */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onClick = (): void => {
    if (this.disabled) return;
    this.w3mClick.emit();
    openModal();
  };

  render() {
    return (
      <Host data-theme={this.themeMode}>
        <button
          type="button"
          part="button"
          class={`button size-${this.size}`}
          data-testid="connect-button"
          disabled={this.disabled}
          onClick={this.onClick}
        >
          {this.label}
        </button>
      </Host>
    );
  }
}
