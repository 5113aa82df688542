import { Component, h } from '@stencil/core';

/** AppKit's tag name for w3m-modal. */
@Component({ tag: 'appkit-modal', styleUrl: '../alias.css', shadow: true })
export class AppkitModal {
  render() {
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return <w3m-modal key="inner" />;
  }
}
