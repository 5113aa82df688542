import { Component, Event, type EventEmitter, Prop, h } from '@stencil/core';
import { primitives } from '../../../locales/en/primitives';

/**
 * A search field with a leading icon and, while it holds text, a clear button drawn like the
 * header's close button. Emits every edit; debouncing is the caller's job.
 *
 * @part input - The native input.
 */
@Component({ tag: 'wui-search-input', styleUrl: 'wui-search-input.css', shadow: { delegatesFocus: true } })
export class WuiSearchInput {
  private input?: HTMLInputElement;

  /** Current text. */
  @Prop() value = '';
  /** Placeholder text. */
  @Prop() placeholder?: string;
  /** Accessible name of the field. (default: the active locale's). */
  @Prop() label?: string;
  /** data-testid of the native input. */
  @Prop() testId?: string;

  /** Fired on every edit by the user (typing or clearing); detail is the new text. */
  @Event({ eventName: 'wuiInput' }) wuiInput!: EventEmitter<string>;

  private readonly onInput = (event: Event): void => {
    this.wuiInput.emit((event.target as HTMLInputElement).value);
  };

  private readonly onClear = (): void => {
    if (this.input) this.input.value = '';
    this.wuiInput.emit('');
    this.input?.focus();
  };

  render() {
    // A placeholder (at least a space) lets CSS show the clear button only while there is text.
    return (
      <div class="field">
        <wui-icon class="icon" name="search" />
        <input
          class="input"
          part="input"
          type="search"
          value={this.value}
          placeholder={this.placeholder || ' '}
          aria-label={this.label ?? primitives.search}
          autocomplete="off"
          spellcheck={false}
          data-testid={this.testId}
          ref={(el) => (this.input = el)}
          onInput={this.onInput}
        />
        <wui-icon-button
          class="clear"
          icon="close"
          size="sm"
          label={primitives.clearSearch}
          onClick={this.onClear}
        />
      </div>
    );
  }
}
