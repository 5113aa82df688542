import { Component, Element, Event, type EventEmitter, Method, Prop, State, h } from '@stencil/core';
import { email as strings } from '../../../locales/en/email';
import { OTP_LENGTH, completeCode, fillDigits, nextFocus } from './otp-digits';

/**
 * Six boxes for a mailed one-time code: typing moves on, paste fills them all, Backspace in an
 * empty box goes back, and the sixth digit completes the code.
 */
@Component({ tag: 'wui-otp-input', styleUrl: 'wui-otp-input.css', shadow: true })
export class WuiOtpInput {
  @Element() el!: HTMLElement;

  @State() digits: string[] = Array.from({ length: OTP_LENGTH }, () => '');

  /** Disables the boxes (a code is being checked). */
  @Prop() disabled = false;
  /** Marks the boxes invalid (the last code was refused). */
  @Prop() invalid = false;
  /** data-testid of the group; each box gets `<testId>-<index>`. */
  @Prop() testId = 'w3m-otp-input';

  /** Fired once every box holds a digit; detail is the six-digit code. */
  @Event({ eventName: 'wuiComplete' }) wuiComplete!: EventEmitter<string>;
  /** Fired when the user edits a box (detail: the digits so far), so a shown error can clear. */
  @Event({ eventName: 'wuiEdit' }) wuiEdit!: EventEmitter<string>;

  /** Empties the boxes and focuses the first one (after a refused code). */
  @Method()
  async clear(): Promise<void> {
    this.digits = this.digits.map(() => '');
    requestAnimationFrame(() => this.box(0)?.focus());
  }

  /** Focuses the first box. */
  @Method()
  async focusFirst(): Promise<void> {
    this.box(0)?.focus();
  }

  componentDidLoad(): void {
    this.box(0)?.focus();
  }

  private box(index: number): HTMLInputElement | null {
    return this.el.shadowRoot?.querySelector<HTMLInputElement>(`input[data-index="${index}"]`) ?? null;
  }

  private fill(index: number, text: string): void {
    this.digits = fillDigits(this.digits, index, text);
    this.wuiEdit.emit(this.digits.join(''));
    const code = completeCode(this.digits);
    if (code) this.wuiComplete.emit(code);
    else this.box(nextFocus(index, text))?.focus();
  }

  private renderBox(index: number) {
    return (
      <input
        key={index}
        data-index={index}
        data-testid={`${this.testId}-${index}`}
        type="text"
        inputMode="numeric"
        autoComplete={index === 0 ? 'one-time-code' : 'off'}
        maxLength={OTP_LENGTH}
        aria-label={strings.otp.boxLabel(index + 1)}
        aria-invalid={this.invalid ? 'true' : undefined}
        disabled={this.disabled}
        value={this.digits[index]}
        onInput={(event: Event) => this.fill(index, (event.target as HTMLInputElement).value)}
        onPaste={(event: ClipboardEvent) => {
          event.preventDefault();
          this.fill(index, event.clipboardData?.getData('text') ?? '');
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Backspace' && this.digits[index] === '' && index > 0)
            this.box(index - 1)?.focus();
        }}
      />
    );
  }

  render() {
    return (
      <div class="boxes" role="group" aria-label={strings.otp.groupLabel} data-testid={this.testId}>
        {Array.from({ length: OTP_LENGTH }, (_, index) => this.renderBox(index))}
      </div>
    );
  }
}
