/** Whether we run in a browser page (not on a server render), checked without touching anything else. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && document !== null;
}
