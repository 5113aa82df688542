import { map } from 'nanostores';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_SWAP_DELAY_MS } from './constants';
import { errorText } from './error-text';

export { errorText } from './error-text';

/** The three snackbar kinds (SPEC §3). */
export type SnackbarVariant = 'success' | 'error' | 'loading';

/** Snackbar state (SPEC §3: message, variant, svg, open, autoClose). */
export interface SnackbarState {
  message: string;
  variant: SnackbarVariant;
  /** Optional icon name overriding the variant's icon. */
  svg: string | undefined;
  open: boolean;
  autoClose: boolean;
}

/** How to show a message. */
export interface SnackbarOptions {
  variant: SnackbarVariant;
  svg?: string;
  /** Hide by itself after SNACKBAR_AUTO_HIDE_MS; default true for success and error, false for loading. */
  autoClose?: boolean;
}

const CLOSED: SnackbarState = {
  message: '',
  variant: 'success',
  svg: undefined,
  open: false,
  autoClose: true,
};

/** The one snackbar message on screen, if any. */
export const $snackbar = map<SnackbarState>({ ...CLOSED });

let swapTimer: ReturnType<typeof setTimeout> | undefined;
let autoHideTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers(): void {
  if (swapTimer !== undefined) clearTimeout(swapTimer);
  if (autoHideTimer !== undefined) clearTimeout(autoHideTimer);
  swapTimer = undefined;
  autoHideTimer = undefined;
}

function present(next: SnackbarState): void {
  $snackbar.set(next);
  if (next.autoClose) autoHideTimer = setTimeout(hideSnackbar, SNACKBAR_AUTO_HIDE_MS);
}

/**
 * Shows one message (SPEC §4): if one is open it closes first and the new one appears after
 * 150 ms; a newer call during that gap replaces the pending message.
 */
export function showSnackbar(message: string, options: SnackbarOptions): void {
  const next: SnackbarState = {
    message,
    variant: options.variant,
    svg: options.svg,
    open: true,
    autoClose: options.autoClose ?? options.variant !== 'loading',
  };
  const wasOpen = $snackbar.get().open;
  const swapPending = swapTimer !== undefined;
  clearTimers();
  if (!wasOpen && !swapPending) {
    present(next);
    return;
  }
  if (wasOpen) $snackbar.set({ ...$snackbar.get(), open: false });
  swapTimer = setTimeout(() => {
    swapTimer = undefined;
    present(next);
  }, SNACKBAR_SWAP_DELAY_MS);
}

/** Shows a success message. */
export function showSuccess(message: string, svg?: string): void {
  showSnackbar(message, { variant: 'success', svg });
}

/** Shows an error, worded by the SPEC §8 error-text rule. */
export function showError(errOrMessage: unknown): void {
  showSnackbar(errorText(errOrMessage), { variant: 'error' });
}

/** Shows a loading message that stays until replaced or hidden. */
export function showLoading(message: string, options: { autoClose?: boolean } = {}): void {
  showSnackbar(message, { variant: 'loading', autoClose: options.autoClose ?? false });
}

/** Hides the snackbar and resets it (SPEC §4), dropping any pending message. */
export function hideSnackbar(): void {
  clearTimers();
  $snackbar.set({ ...CLOSED });
}
