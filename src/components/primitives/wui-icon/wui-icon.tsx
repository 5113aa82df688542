import { Component, Prop, h } from '@stencil/core';
import type { IconName } from './icon-paths';
import { IconSvg, type IconSize } from './icon-svg';

/** Icon sizes: 12, 16 and 20 px. */
export type WuiIconSize = IconSize;

/**
 * One icon of a fixed set, drawn inline in the current text colour. Decorative (hidden from
 * assistive technology) unless it has a label. Elements on the open path draw IconSvg directly.
 */
@Component({ tag: 'wui-icon', styleUrls: ['icon-svg.css', 'wui-icon.css'], shadow: true })
export class WuiIcon {
  /** Which icon to draw; an unknown name draws nothing. */
  @Prop() name!: IconName;
  /** Icon size. */
  @Prop() size: WuiIconSize = 'md';
  /** Accessible name; without it the icon is decorative. */
  @Prop() label?: string;

  render() {
    return <IconSvg name={this.name} size={this.size} label={this.label} />;
  }
}
