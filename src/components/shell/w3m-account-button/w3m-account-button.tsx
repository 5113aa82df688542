import { Component, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import type { ChainNamespace } from '../../../chains/constants';
import { ensureElement } from '../../dom/lazy-element';
import type { BalanceVisibility, EntryButtonSize } from '../shared/entry-types';
import { localeAttributes } from '../../../locales/active';

// The body (avatar, balance formatting, their styles) only matters once an account is shown, so it
// is rendered through a variable and loaded when this element is placed, not with the first paint.
const BODY = 'w3m-account-button-body';
const loadBody = () => import('../w3m-account-button-body/w3m-account-button-body');

/**
 * The connected account: avatar, profile name or shortened address, and the balance (unless
 * hidden). Opens the modal on Account.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-account-button', styleUrl: 'w3m-account-button.css', shadow: true })
export class W3mAccountButton {
  // Rendered only once defined: props set on a not-yet-upgraded element would be lost.
  @State() bodyReady = false;

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

  /** Fired when the user activates the button, before the modal opens (sent by the inner body). */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    ensureElement(BODY, loadBody).then(
      () => (this.bodyReady = true),
      () => undefined,
    );
  }

  render() {
    const Body = BODY;
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <Host key="host" {...localeAttributes()}>
        {this.bodyReady && (
          <Body
            key="body"
            exportparts="button"
            size={this.size}
            disabled={this.disabled}
            balance={this.balance}
            charsStart={this.charsStart}
            charsEnd={this.charsEnd}
            namespace={this.namespace}
          />
        )}
      </Host>
    );
  }
}
