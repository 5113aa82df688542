/** The length of the email one-time code. */
export const OTP_LENGTH = 6;

/** Puts typed or pasted text into the boxes from `index` on: digits only, the rest kept. */
export function fillDigits(current: readonly string[], index: number, text: string): string[] {
  const digits = text.replace(/\D/g, '').split('');
  const next = [...current];
  if (digits.length === 0) {
    next[index] = '';
    return next;
  }
  for (let offset = 0; offset < digits.length && index + offset < OTP_LENGTH; offset += 1) {
    next[index + offset] = digits[offset] as string;
  }
  return next;
}

/** The box to focus after filling from `index` with `text`. */
export function nextFocus(index: number, text: string): number {
  const count = text.replace(/\D/g, '').length;
  return Math.min(OTP_LENGTH - 1, index + Math.max(count, 0));
}

/** The code once every box has a digit, else undefined. */
export function completeCode(digits: readonly string[]): string | undefined {
  const code = digits.join('');
  return /^\d{6}$/.test(code) ? code : undefined;
}
