import { Component, Prop, h } from '@stencil/core';
import { TagPill, type TagVariant } from './tag-pill';

/** Tag colours. */
export type WuiTagVariant = TagVariant;

/**
 * A short label such as "Installed" or "Recent". List rows draw TagPill directly.
 *
 * @slot - The tag text.
 */
@Component({ tag: 'wui-tag', styleUrls: ['tag-pill.css', 'wui-tag.css'], shadow: true })
export class WuiTag {
  /** Tag colour. */
  @Prop() variant: WuiTagVariant = 'neutral';

  render() {
    return (
      <TagPill variant={this.variant} part="tag">
        <slot />
      </TagPill>
    );
  }
}
