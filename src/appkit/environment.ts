/** Whether we run in a browser page (not on a server render), checked without touching anything else. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && document !== null;
}

/**
 * Whether the page looks like a development build: served from this machine (localhost, a
 * loopback address) or from a file. Configuration errors are shown on such pages, only logged elsewhere.
 */
export function isDevelopmentPage(): boolean {
  const { protocol, hostname } = window.location;
  return protocol === 'file:' || /^(localhost|127\.[\d.]+|\[::1\])$/.test(hostname);
}

/** Marks the `<w3m-modal>` createAppKit appended itself (a host-rendered one takes its place). */
export const APPENDED_MODAL_ATTRIBUTE = 'data-w3m-appended';
