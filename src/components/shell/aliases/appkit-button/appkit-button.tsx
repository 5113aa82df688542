import { Component, Prop, h } from '@stencil/core';
import type { ChainNamespace } from '../../../../chains/constants';
import type { BalanceVisibility, EntryButtonSize } from '../../shared/entry-types';

/** AppKit's tag name for w3m-button (same attributes). */
@Component({ tag: 'appkit-button', styleUrl: '../alias.css', shadow: true })
export class AppkitButton {
  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Text shown while disconnected. */
  @Prop() label?: string;
  /** Text shown while a connection is in progress. */
  @Prop() loadingLabel?: string;
  /** Disables the button. */
  @Prop() disabled = false;
  /** Show or hide the balance once connected. */
  @Prop() balance: BalanceVisibility = 'show';
  /** Characters of the address kept at the start. */
  @Prop() charsStart = 4;
  /** Characters of the address kept at the end. */
  @Prop() charsEnd = 6;
  /** The namespace whose connection the button follows. */
  @Prop() namespace?: ChainNamespace;

  render() {
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <w3m-button
        key="inner"
        size={this.size}
        {...(this.label === undefined ? {} : { label: this.label })}
        {...(this.loadingLabel === undefined ? {} : { loadingLabel: this.loadingLabel })}
        disabled={this.disabled}
        balance={this.balance}
        charsStart={this.charsStart}
        charsEnd={this.charsEnd}
        namespace={this.namespace}
      />
    );
  }
}
