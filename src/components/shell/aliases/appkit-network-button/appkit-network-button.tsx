import { Component, Prop, h } from '@stencil/core';
import type { EntryButtonSize } from '../../shared/entry-types';

/** AppKit's tag name for w3m-network-button (same attributes). */
@Component({ tag: 'appkit-network-button', styleUrl: '../alias.css', shadow: true })
export class AppkitNetworkButton {
  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Disables the button. */
  @Prop() disabled = false;
  /** Text shown when no network is active. */
  @Prop() label?: string;

  render() {
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <w3m-network-button
        key="inner"
        size={this.size}
        disabled={this.disabled}
        {...(this.label === undefined ? {} : { label: this.label })}
      />
    );
  }
}
