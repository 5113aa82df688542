import { $theme, setThemeMode, setThemeVariables } from './theme';

/** A controllable stand-in for the browser's prefers-color-scheme query. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    listeners,
    change(nextDark: boolean) {
      query.matches = nextDark;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

beforeEach(() => {
  setThemeMode('dark');
  $theme.setKey('themeVariables', {});
});

describe('theme', () => {
  test('SPEC §3: themeMode defaults to dark and switches to light', () => {
    expect($theme.get().themeMode).toBe('dark');
    setThemeMode('light');
    expect($theme.get()).toMatchObject({ themeMode: 'light', themeModeSetting: 'light' });
  });

  test('SPEC §3: system mode follows the OS colour scheme until another mode is chosen', () => {
    const os = fakeColorScheme(false);
    try {
      setThemeMode('system');
      expect($theme.get()).toMatchObject({ themeMode: 'light', themeModeSetting: 'system' });
      os.change(true);
      expect($theme.get().themeMode).toBe('dark');
      setThemeMode('light');
      expect(os.listeners.size).toBe(0);
      os.change(true);
      expect($theme.get().themeMode).toBe('light');
    } finally {
      os.restore();
    }
  });

  test('SPEC §3: themeVariables merge; bad names and values are refused', () => {
    setThemeVariables({ '--w3m-accent': '#47a1ff' });
    setThemeVariables({ '--w3m-z-index': 1000 });
    expect($theme.get().themeVariables).toEqual({ '--w3m-accent': '#47a1ff', '--w3m-z-index': 1000 });
    expect(() => setThemeVariables({ '--other': 'x' })).toThrow('names must start with --w3m-');
    expect(() => setThemeVariables({ '--w3m-accent': { r: 1 } } as never)).toThrow(
      'expected a string or number',
    );
    expect(() => setThemeVariables(null as never)).toThrow('Theme variables must be an object');
    expect(() => setThemeMode('sepia' as never)).toThrow('Invalid theme mode "sepia"');
  });

  test('theme variable values that could escape their stylesheet rule are refused', () => {
    expect(() => setThemeVariables({ '--w3m-accent': 'red; } body { display: none' })).toThrow(
      'Invalid theme variable "--w3m-accent"',
    );
    expect(() => setThemeVariables({ '--w3m-accent': 'red /* x' })).toThrow('may not contain');
    expect(() => setThemeVariables({ '--w3m-z-index': Number.POSITIVE_INFINITY })).toThrow('finite number');
    expect($theme.get().themeVariables).toEqual({});
    setThemeVariables({ '--w3m-font-family': "'Inter', sans-serif" });
    expect($theme.get().themeVariables['--w3m-font-family']).toBe("'Inter', sans-serif");
  });
});
