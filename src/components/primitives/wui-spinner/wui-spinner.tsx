import { Component, Prop, h } from '@stencil/core';
import { primitives } from '../../../locales/en/primitives';

/** Spinner sizes: 16, 24 and 40 px. */
export type WuiSpinnerSize = 'sm' | 'md' | 'lg';

/** A progress indicator that announces itself as a status. */
@Component({ tag: 'wui-spinner', styleUrl: 'wui-spinner.css', shadow: true })
export class WuiSpinner {
  /** Spinner size. */
  @Prop() size: WuiSpinnerSize = 'md';
  /** Accessible name of the status. (default: the active locale's). */
  @Prop() label?: string;

  render() {
    return (
      <span class={`spinner size-${this.size}`} role="status" aria-label={this.label ?? primitives.loading}>
        <svg class="ring" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle class="track" cx="12" cy="12" r="9" />
          <circle class="arc" cx="12" cy="12" r="9" />
        </svg>
      </span>
    );
  }
}
