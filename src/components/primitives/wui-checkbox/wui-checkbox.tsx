import { Component, Event, type EventEmitter, Prop, State, Watch, h } from '@stencil/core';

/**
 * A native checkbox with a themed box; the slotted content is its label.
 *
 * @slot - The label.
 * @part input - The native checkbox.
 */
@Component({ tag: 'wui-checkbox', styleUrl: 'wui-checkbox.css', shadow: { delegatesFocus: true } })
export class WuiCheckbox {
  @State() isChecked = false;

  /** Whether the box is ticked. */
  @Prop() checked = false;
  /** data-testid of the native checkbox. */
  @Prop() testId?: string;

  /** Fired when the user ticks or unticks the box; detail is the new state. */
  @Event({ eventName: 'wuiChange' }) wuiChange!: EventEmitter<boolean>;

  @Watch('checked')
  onCheckedChange(checked: boolean): void {
    this.isChecked = checked;
  }

  componentWillLoad(): void {
    this.isChecked = this.checked;
  }

  private readonly onChange = (event: Event): void => {
    this.isChecked = (event.target as HTMLInputElement).checked;
    this.wuiChange.emit(this.isChecked);
  };

  render() {
    return (
      <label class="checkbox">
        <input
          class="native"
          part="input"
          type="checkbox"
          checked={this.isChecked}
          data-testid={this.testId}
          onChange={this.onChange}
        />
        <span class={{ box: true, checked: this.isChecked }} aria-hidden="true">
          {this.isChecked && <wui-icon name="check" size="sm" />}
        </span>
        <span class="label">
          <slot />
        </span>
      </label>
    );
  }
}
