/** Whether we run in a browser page (not on a server render), checked without touching anything else. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && document !== null;
}

/** Marks the `<w3m-modal>` createAppKit appended itself (a host-rendered one takes its place). */
export const APPENDED_MODAL_ATTRIBUTE = 'data-w3m-appended';
