import { Component, Prop, h } from '@stencil/core';

/** Text sizes of the type scale. */
export type WuiTextVariant = 'title' | 'large' | 'paragraph' | 'small' | 'micro';
/** Text colours of the palette. */
export type WuiTextColor = 'primary' | 'secondary' | 'accent' | 'error' | 'success';
/** Horizontal alignment. */
export type WuiTextAlign = 'left' | 'center' | 'right';

/**
 * A run of text in one of the theme's sizes and colours.
 *
 * @slot - The text.
 */
@Component({ tag: 'wui-text', styleUrl: 'wui-text.css', shadow: true })
export class WuiText {
  /** Size of the type scale. */
  @Prop() variant: WuiTextVariant = 'paragraph';
  /** Colour of the palette. */
  @Prop() color: WuiTextColor = 'primary';
  /** Horizontal alignment. */
  @Prop() align: WuiTextAlign = 'left';

  render() {
    return (
      <span class={`text variant-${this.variant} color-${this.color} align-${this.align}`} part="text">
        <slot />
      </span>
    );
  }
}
