import { Component, Event, type EventEmitter, Prop, h } from '@stencil/core';
import { en } from '../../../locales/en';

/**
 * A search field with a leading icon. Emits every edit; debouncing is the caller's job.
 *
 * @part input - The native input.
 */
@Component({ tag: 'wui-search-input', styleUrl: 'wui-search-input.css', shadow: { delegatesFocus: true } })
export class WuiSearchInput {
  /** Current text. */
  @Prop() value = '';
  /** Placeholder text. */
  @Prop() placeholder?: string;
  /** Accessible name of the field. */
  @Prop() label: string = en.primitives.search;
  /** data-testid of the native input. */
  @Prop() testId?: string;

  /** Fired on every edit by the user; detail is the new text. */
  @Event({ eventName: 'wuiInput' }) wuiInput!: EventEmitter<string>;

  private readonly onInput = (event: Event): void => {
    this.wuiInput.emit((event.target as HTMLInputElement).value);
  };

  render() {
    return (
      <label class="field">
        <wui-icon class="icon" name="search" />
        <input
          class="input"
          part="input"
          type="search"
          value={this.value}
          placeholder={this.placeholder}
          aria-label={this.label}
          autocomplete="off"
          spellcheck={false}
          data-testid={this.testId}
          onInput={this.onInput}
        />
      </label>
    );
  }
}
