import { Component, Prop, h } from '@stencil/core';
import { type IconName } from '../wui-icon/icon-paths';

/**
 * What a list shows when it has nothing to show: an icon, a heading and a description.
 *
 * @slot - Optional action under the description (e.g. a button).
 */
@Component({ tag: 'wui-empty-state', styleUrl: 'wui-empty-state.css', shadow: true })
export class WuiEmptyState {
  /** Icon above the heading. */
  @Prop() icon: IconName = 'info';
  /** The heading line (not `title`: that is the HTMLElement tooltip attribute). */
  @Prop() heading!: string;
  /** Explanation under the heading. */
  @Prop() description?: string;

  render() {
    return (
      <div class="empty">
        <span class="icon-circle">
          <wui-icon name={this.icon} size="lg" />
        </span>
        <p class="title">{this.heading}</p>
        {this.description && <p class="description">{this.description}</p>}
        <slot />
      </div>
    );
  }
}
