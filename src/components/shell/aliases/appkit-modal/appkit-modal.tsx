import { Component, h } from '@stencil/core';

/** AppKit's tag name for w3m-modal. */
@Component({ tag: 'appkit-modal', styleUrl: '../alias.css', shadow: true })
export class AppkitModal {
  render() {
    return <w3m-modal />;
  }
}
