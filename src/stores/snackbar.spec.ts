import * as z from 'zod/mini';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_SWAP_DELAY_MS } from './constants';
import {
  $snackbar,
  errorText,
  hideSnackbar,
  showError,
  showLoading,
  showSnackbar,
  showSuccess,
} from './snackbar';

describe('snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    hideSnackbar();
    jest.useRealTimers();
  });

  test('SPEC §9: the swap delay is 150 ms', () => {
    expect(SNACKBAR_SWAP_DELAY_MS).toBe(150);
  });

  test('SPEC §4: a message shows at once when none is open', () => {
    showSuccess('Copied', 'checkmark');
    expect($snackbar.get()).toEqual({
      message: 'Copied',
      variant: 'success',
      svg: 'checkmark',
      open: true,
      autoClose: true,
    });
  });

  test('SPEC §4: an open message closes, then the new one appears after 150 ms', () => {
    showSuccess('First');
    showError('Second');
    expect($snackbar.get().open).toBe(false);
    expect($snackbar.get().message).toBe('First');
    jest.advanceTimersByTime(SNACKBAR_SWAP_DELAY_MS - 1);
    expect($snackbar.get().open).toBe(false);
    jest.advanceTimersByTime(1);
    expect($snackbar.get()).toMatchObject({ message: 'Second', variant: 'error', open: true });
  });

  test('SPEC §4: one message at a time — a newer call during the gap wins', () => {
    showSuccess('First');
    showError('Second');
    jest.advanceTimersByTime(100);
    showLoading('Third');
    jest.advanceTimersByTime(100);
    expect($snackbar.get().open).toBe(false);
    jest.advanceTimersByTime(50);
    expect($snackbar.get()).toMatchObject({ message: 'Third', variant: 'loading', open: true });
    jest.advanceTimersByTime(10_000);
    expect($snackbar.get().message).toBe('Third');
  });

  test('SPEC §3: success and error close by themselves, loading does not', () => {
    showSuccess('Saved');
    jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1);
    expect($snackbar.get().open).toBe(true);
    jest.advanceTimersByTime(1);
    expect($snackbar.get().open).toBe(false);

    showError('Failed');
    expect($snackbar.get().autoClose).toBe(true);
    jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    expect($snackbar.get().open).toBe(false);

    showLoading('Authenticating...');
    expect($snackbar.get().autoClose).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect($snackbar.get()).toMatchObject({ message: 'Authenticating...', open: true });
  });

  test('SPEC §3: autoClose can be set either way', () => {
    showSnackbar('Sticky', { variant: 'success', autoClose: false });
    jest.advanceTimersByTime(60_000);
    expect($snackbar.get().open).toBe(true);
    hideSnackbar();
    showLoading('Brief', { autoClose: true });
    jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    expect($snackbar.get().open).toBe(false);
  });

  test('SPEC §4: the auto-hide timer of a replaced message does not hide the new one', () => {
    showSuccess('First');
    jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 10);
    showLoading('Second');
    jest.advanceTimersByTime(SNACKBAR_SWAP_DELAY_MS + 10_000);
    expect($snackbar.get()).toMatchObject({ message: 'Second', open: true });
  });

  test('SPEC §4: hide resets the snackbar and drops a pending message', () => {
    showSuccess('First', 'info');
    showError('Pending');
    hideSnackbar();
    expect($snackbar.get()).toEqual({
      message: '',
      variant: 'success',
      svg: undefined,
      open: false,
      autoClose: true,
    });
    jest.advanceTimersByTime(1_000);
    expect($snackbar.get().open).toBe(false);
  });

  test('SPEC §8: showError words its argument with the error-text rule', () => {
    showError(new Error('Signature declined'));
    expect($snackbar.get().message).toBe('Signature declined');
  });
});

describe('errorText', () => {
  test('SPEC §8: a validation error gives its first issue message', () => {
    const result = z.object({ a: z.string() }).safeParse({}, { error: () => 'Required' });
    expect(errorText(result.error)).toBe('Required');
  });

  test('SPEC §8: an Error gives its message, a string itself', () => {
    expect(errorText(new TypeError('Token Balance Unavailable'))).toBe('Token Balance Unavailable');
    expect(errorText('Failed to fetch transactions')).toBe('Failed to fetch transactions');
  });

  test.each([undefined, null, 42, {}, { issues: [] }, { issues: [{}] }, new Error(''), ''])(
    'SPEC §8: %p gives Unknown error',
    (value) => {
      expect(errorText(value)).toBe('Unknown error');
    },
  );
});
