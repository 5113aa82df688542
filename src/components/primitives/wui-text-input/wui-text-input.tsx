import { Component, Event, type EventEmitter, Prop, h } from '@stencil/core';

/** Input types the field supports. */
export type WuiTextInputType = 'text' | 'email' | 'number' | 'password' | 'tel' | 'url';

/**
 * A single-line text field. An error message marks it invalid and is announced politely.
 *
 * @part input - The native input.
 */
@Component({ tag: 'wui-text-input', styleUrl: 'wui-text-input.css', shadow: { delegatesFocus: true } })
export class WuiTextInput {
  /** Current text. */
  @Prop() value = '';
  /** Accessible name of the field. */
  @Prop() label!: string;
  /** Placeholder text. */
  @Prop() placeholder?: string;
  /** Native input type. */
  @Prop() type: WuiTextInputType = 'text';
  /** Error message shown under the field; marks the field invalid. */
  @Prop() error?: string;
  /** Disables the field. */
  @Prop() disabled = false;
  /** data-testid of the native input. */
  @Prop() testId?: string;

  /** Fired on every edit by the user; detail is the new text. */
  @Event({ eventName: 'wuiInput' }) wuiInput!: EventEmitter<string>;

  private readonly onInput = (event: Event): void => {
    this.wuiInput.emit((event.target as HTMLInputElement).value);
  };

  render() {
    const invalid = Boolean(this.error);
    return (
      <div class="wrapper">
        <input
          class={{ input: true, invalid }}
          part="input"
          type={this.type}
          value={this.value}
          placeholder={this.placeholder}
          aria-label={this.label}
          aria-invalid={invalid ? 'true' : undefined}
          aria-describedby={invalid ? 'error' : undefined}
          disabled={this.disabled}
          data-testid={this.testId}
          onInput={this.onInput}
        />
        <span id="error" class="error" aria-live="polite">
          {this.error}
        </span>
      </div>
    );
  }
}
