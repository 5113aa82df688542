import { h } from '@stencil/core';
import { email as strings } from '../../../locales/en/email';
import { OTP_LENGTH, completeCode, fillDigits, nextFocus } from './otp-digits';

/** Six empty boxes. */
export const EMPTY_DIGITS: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** What the boxes show and whom they tell about edits. */
export interface OtpBoxesProps {
  digits: readonly string[];
  disabled: boolean;
  invalid: boolean;
  /** Every edit: text typed or pasted into box `index` (apply it with {@link applyEdit}). */
  onEdit: (index: number, text: string, box: EventTarget | null) => void;
}

const boxAt = (from: EventTarget | null, index: number): HTMLInputElement | undefined =>
  (from as HTMLElement | null)?.parentElement?.querySelector<HTMLInputElement>(
    `input[data-index="${index}"]`,
  ) ?? undefined;

/** Focuses the first box of the boxes in `root` (after a refused code, or when a view opens). */
export function focusFirstBox(root: ShadowRoot | null | undefined): void {
  root?.querySelector<HTMLInputElement>('input[data-index="0"]')?.focus();
}

/**
 * Puts an edit into the view's current digits (read at the time of the edit: keystrokes can arrive
 * before the boxes re-render) and moves the focus on; returns the digits and the code once complete.
 */
export function applyEdit(
  current: readonly string[],
  index: number,
  text: string,
  box: EventTarget | null,
): { digits: string[]; code: string | undefined } {
  const digits = fillDigits(current, index, text);
  const code = completeCode(digits);
  if (!code) boxAt(box, nextFocus(index, text))?.focus();
  return { digits, code };
}

/**
 * The six boxes of a mailed one-time code (EmailVerifyOtp, UpdateEmail*Otp): typing moves on, a
 * paste fills them all, Backspace in an empty box goes back, the sixth digit completes the code.
 */
export function OtpBoxes({ digits, disabled, invalid, onEdit }: OtpBoxesProps) {
  return (
    <div class="boxes" role="group" aria-label={strings.otp.groupLabel} data-testid="w3m-otp-input">
      {digits.map((digit, index) => (
        <input
          key={index}
          data-index={index}
          data-testid={`w3m-otp-input-${index}`}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={strings.otp.boxLabel(index + 1)}
          aria-invalid={invalid ? 'true' : undefined}
          disabled={disabled}
          value={digit}
          onInput={(event: Event) => onEdit(index, (event.target as HTMLInputElement).value, event.target)}
          onPaste={(event: ClipboardEvent) => {
            event.preventDefault();
            onEdit(index, event.clipboardData?.getData('text') ?? '', event.target);
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Backspace' && digit === '' && index > 0)
              boxAt(event.target, index - 1)?.focus();
          }}
        />
      ))}
    </div>
  );
}
