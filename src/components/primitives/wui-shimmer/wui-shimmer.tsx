import { Component, Host, Prop, h } from '@stencil/core';

/** A loading placeholder block with a moving sheen (still when the user prefers reduced motion). */
@Component({ tag: 'wui-shimmer', styleUrl: 'wui-shimmer.css', shadow: true })
export class WuiShimmer {
  /** CSS width, e.g. "100%" or "120px". */
  @Prop() width = '100%';
  /** CSS height, e.g. "16px". */
  @Prop() height = '16px';

  render() {
    return (
      <Host aria-hidden="true">
        <div class="shimmer" style={{ width: this.width, height: this.height }} />
      </Host>
    );
  }
}
