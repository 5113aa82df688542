// Imported first by the server entry: proves nothing below runs with browser globals, and traps
// storage lookups (a guarded `globalThis.localStorage` read is still a read the server must not make).

const BROWSER_GLOBALS = ['window', 'document', 'HTMLElement', 'customElements'] as const;
const STORAGE_GLOBALS = ['localStorage', 'sessionStorage', 'indexedDB'] as const;

/** Browser globals that exist in this process (must be none). */
export function presentBrowserGlobals(): string[] {
  return BROWSER_GLOBALS.filter(
    (name) => typeof (globalThis as Record<string, unknown>)[name] !== 'undefined',
  );
}

/** Every storage lookup made after start-up, with the caller's stack line. */
export const storageAccesses: string[] = [];

const present = [...presentBrowserGlobals(), ...STORAGE_GLOBALS.filter((name) => name in globalThis)];
if (present.length > 0)
  throw new Error(`The server test started with browser globals: ${present.join(', ')}`);
for (const name of STORAGE_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      storageAccesses.push(`${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
      return undefined;
    },
  });
}
