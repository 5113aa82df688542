import { Component, Prop, h } from '@stencil/core';
import { type IconName } from '../wui-icon/icon-paths';
import { IconSvg } from '../wui-icon/icon-svg';

/** Icon button sizes: 28, 32 and 40 px squares. */
export type WuiIconButtonSize = 'sm' | 'md' | 'lg';

/**
 * A square native button showing one icon; its accessible name is the required label.
 *
 * @part button - The native button.
 */
@Component({
  tag: 'wui-icon-button',
  styleUrls: ['../wui-icon/icon-svg.css', 'wui-icon-button.css'],
  shadow: { delegatesFocus: true },
})
export class WuiIconButton {
  /** Icon to show. */
  @Prop() icon!: IconName;
  /** Accessible name (required: the button has no text). */
  @Prop() label!: string;
  /** Button size. */
  @Prop() size: WuiIconButtonSize = 'md';
  /** Disables the button. */
  @Prop() disabled = false;
  /** data-testid of the native button. */
  @Prop() testId?: string;

  render() {
    return (
      <button
        type="button"
        part="button"
        class={`button size-${this.size}`}
        disabled={this.disabled}
        aria-label={this.label}
        data-testid={this.testId}
      >
        <IconSvg name={this.icon} size={this.size} />
      </button>
    );
  }
}
