import { Component, Prop, h } from '@stencil/core';

/** Tag colours. */
export type WuiTagVariant = 'neutral' | 'accent' | 'success' | 'error' | 'warning';

/**
 * A short label such as "Installed" or "Recent".
 *
 * @slot - The tag text.
 */
@Component({ tag: 'wui-tag', styleUrl: 'wui-tag.css', shadow: true })
export class WuiTag {
  /** Tag colour. */
  @Prop() variant: WuiTagVariant = 'neutral';

  render() {
    return (
      <span class={`tag variant-${this.variant}`} part="tag">
        <slot />
      </span>
    );
  }
}
