import { Component, Prop, h } from '@stencil/core';
import type { EntryButtonSize } from '../../shared/entry-types';

/** AppKit's tag name for w3m-connect-button (same attributes). */
@Component({ tag: 'appkit-connect-button', styleUrl: '../alias.css', shadow: true })
export class AppkitConnectButton {
  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Text shown while disconnected. */
  @Prop() label?: string;
  /** Text shown while a connection is in progress. */
  @Prop() loadingLabel?: string;
  /** Disables the button. */
  @Prop() disabled = false;

  render() {
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <w3m-connect-button
        key="inner"
        size={this.size}
        {...(this.label === undefined ? {} : { label: this.label })}
        {...(this.loadingLabel === undefined ? {} : { loadingLabel: this.loadingLabel })}
        disabled={this.disabled}
      />
    );
  }
}
