import { Component, Prop, h } from '@stencil/core';

/** Button looks. */
export type WuiButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Button heights: 32, 40 and 48 px. */
export type WuiButtonSize = 'sm' | 'md' | 'lg';

/**
 * A native button. Its click bubbles out of the shadow root as usual; while loading it shows a
 * spinner at the same width, reports aria-busy and swallows clicks.
 *
 * @slot - The button text (and icons).
 * @part button - The native button.
 */
@Component({ tag: 'wui-button', styleUrl: 'wui-button.css', shadow: { delegatesFocus: true } })
export class WuiButton {
  /** Look of the button. */
  @Prop() variant: WuiButtonVariant = 'primary';
  /** Height of the button. */
  @Prop() size: WuiButtonSize = 'md';
  /** Disables the button. */
  @Prop() disabled = false;
  /** Shows a spinner instead of the content (same width) and ignores clicks. */
  @Prop() loading = false;
  /** Stretches the button to the width of its container. */
  @Prop({ reflect: true }) fullWidth = false;
  /** Accessible name, for a button whose content is not text. */
  @Prop() label?: string;
  /** data-testid of the native button. */
  @Prop() testId?: string;

  /** A loading button must not run its action a second time. */
  private readonly onClick = (event: MouseEvent): void => {
    if (!this.loading) return;
    event.preventDefault();
    event.stopPropagation();
  };

  render() {
    return (
      <button
        type="button"
        part="button"
        class={{
          button: true,
          [`variant-${this.variant}`]: true,
          [`size-${this.size}`]: true,
          loading: this.loading,
        }}
        disabled={this.disabled}
        aria-label={this.label || undefined}
        aria-busy={this.loading ? 'true' : undefined}
        aria-disabled={this.loading ? 'true' : undefined}
        data-testid={this.testId}
        onClick={this.onClick}
      >
        <span class="content">
          <slot />
        </span>
        {this.loading && <wui-spinner class="spinner" size="sm" />}
      </button>
    );
  }
}
