import { completeCode, fillDigits, nextFocus } from './otp-digits';

const empty = ['', '', '', '', '', ''];

describe('EmailVerifyOtp digits', () => {
  test('typing a digit fills one box and moves on; letters are dropped', () => {
    expect(fillDigits(empty, 0, '4')).toEqual(['4', '', '', '', '', '']);
    expect(nextFocus(0, '4')).toBe(1);
    expect(fillDigits(empty, 2, 'x')).toEqual(empty);
  });

  test('a pasted code fills every box from where it lands, and completes the code', () => {
    const pasted = fillDigits(empty, 0, ' 123-456 ');
    expect(pasted).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(completeCode(pasted)).toBe('123456');
    expect(nextFocus(0, '123456')).toBe(5);
    expect(fillDigits(empty, 4, '789')).toEqual(['', '', '', '', '7', '8']);
  });

  test('an incomplete code is not submitted', () => {
    expect(completeCode(['1', '2', '', '4', '5', '6'])).toBeUndefined();
  });
});
