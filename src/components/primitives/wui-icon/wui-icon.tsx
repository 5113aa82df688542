import { Component, Prop, h } from '@stencil/core';
import { ICON_PATHS, type IconName, isIconName } from './icon-paths';

/** Icons that point along the reading direction: mirrored in right-to-left text. */
const DIRECTIONAL: ReadonlySet<string> = new Set(['arrow-left', 'chevron-right']);

/** Icon sizes: 12, 16 and 20 px. */
export type WuiIconSize = 'sm' | 'md' | 'lg';

/**
 * One icon of a fixed set, drawn inline in the current text colour. Decorative (hidden from
 * assistive technology) unless it has a label.
 */
@Component({ tag: 'wui-icon', styleUrl: 'wui-icon.css', shadow: true })
export class WuiIcon {
  /** Which icon to draw; an unknown name draws nothing. */
  @Prop() name!: IconName;
  /** Icon size. */
  @Prop() size: WuiIconSize = 'md';
  /** Accessible name; without it the icon is decorative. */
  @Prop() label?: string;

  render() {
    const paths = isIconName(this.name) ? ICON_PATHS[this.name] : [];
    const labelled = typeof this.label === 'string' && this.label.length > 0;
    return (
      <svg
        class={`icon size-${this.size}${DIRECTIONAL.has(this.name) ? ' directional' : ''}`}
        viewBox="0 0 16 16"
        role={labelled ? 'img' : undefined}
        aria-label={labelled ? this.label : undefined}
        aria-hidden={labelled ? undefined : 'true'}
        focusable="false"
      >
        {paths.map((d) => (
          <path d={d} />
        ))}
      </svg>
    );
  }
}
