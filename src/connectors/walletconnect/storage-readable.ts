/** Whether reading `localStorage` works: its getter throws in privacy modes and where storage is blocked. */
export function localStorageReadable(): boolean {
  try {
    // Compared, not just read, so the minifier keeps the read: the getter itself is what throws.
    return (globalThis as { localStorage?: Storage }).localStorage !== null;
  } catch {
    return false;
  }
}
