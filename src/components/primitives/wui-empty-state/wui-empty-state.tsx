import { Component, Prop, h } from '@stencil/core';
import { type IconName } from '../wui-icon/icon-paths';

/**
 * What a list shows when it has nothing to show: an icon, a title and a description.
 *
 * @slot - Optional action under the description (e.g. a button).
 */
@Component({ tag: 'wui-empty-state', styleUrl: 'wui-empty-state.css', shadow: true })
export class WuiEmptyState {
  /** Icon above the title. */
  @Prop() icon: IconName = 'info';
  /** Title line. */
  @Prop() title!: string;
  /** Explanation under the title. */
  @Prop() description?: string;

  render() {
    return (
      <div class="empty">
        <span class="icon-circle">
          <wui-icon name={this.icon} size="lg" />
        </span>
        <p class="title">{this.title}</p>
        {this.description && <p class="description">{this.description}</p>}
        <slot />
      </div>
    );
  }
}
