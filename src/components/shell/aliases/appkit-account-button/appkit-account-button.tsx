import { Component, Prop, h } from '@stencil/core';
import type { ChainNamespace } from '../../../../chains/constants';
import type { BalanceVisibility, EntryButtonSize } from '../../shared/entry-types';

/** AppKit's tag name for w3m-account-button (same attributes). */
@Component({ tag: 'appkit-account-button', styleUrl: '../alias.css', shadow: true })
export class AppkitAccountButton {
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
  /** The namespace whose account is shown. */
  @Prop() namespace?: ChainNamespace;

  render() {
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <w3m-account-button
        key="inner"
        size={this.size}
        disabled={this.disabled}
        balance={this.balance}
        charsStart={this.charsStart}
        charsEnd={this.charsEnd}
        namespace={this.namespace}
      />
    );
  }
}
