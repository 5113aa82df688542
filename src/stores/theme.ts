import { map } from 'nanostores';

/** The two colour schemes the widget ships. SPEC §3 Theme: themeMode defaults to dark. */
export type ThemeMode = 'dark' | 'light';

/** What a host may ask for: a scheme, or 'system' to follow the OS setting. */
export type ThemeModeSetting = ThemeMode | 'system';

/** CSS custom properties the host overrides, e.g. `{ '--w3m-accent': '#47a1ff' }`. */
export type ThemeVariables = Record<string, string | number>;

/** Theme state shared by every element. */
export interface ThemeState {
  /** The scheme in force ('system' resolved). */
  themeMode: ThemeMode;
  /** What was asked for. */
  themeModeSetting: ThemeModeSetting;
  themeVariables: ThemeVariables;
}

/** The active theme. */
export const $theme = map<ThemeState>({ themeMode: 'dark', themeModeSetting: 'dark', themeVariables: {} });

const VARIABLE_NAME = /^--w3m-[a-z0-9-]+$/;
// Values end up inside a stylesheet: refuse what could close the declaration or the rule.
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;
const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | undefined;

/** The OS colour-scheme query; undefined on a server (where `window` is never touched beyond typeof). */
function systemQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia(DARK_QUERY);
}

/** Switches between the dark and light palettes, or follows the OS with 'system' (dark where unknown). */
export function setThemeMode(setting: ThemeModeSetting): void {
  if (setting !== 'dark' && setting !== 'light' && setting !== 'system') {
    throw new Error(`Invalid theme mode "${String(setting)}": expected 'dark', 'light' or 'system'`);
  }
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  if (setting !== 'system') {
    $theme.set({ ...$theme.get(), themeMode: setting, themeModeSetting: setting });
    return;
  }
  const query = systemQuery();
  const apply = (): void => {
    $theme.set({
      ...$theme.get(),
      themeMode: query && !query.matches ? 'light' : 'dark',
      themeModeSetting: 'system',
    });
  };
  apply();
  if (query && typeof query.addEventListener === 'function') {
    query.addEventListener('change', apply);
    stopFollowingSystem = () => query.removeEventListener('change', apply);
  }
}

/** Merges theme variables over the current ones; throws naming the first bad name or value. */
export function setThemeVariables(variables: ThemeVariables): void {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    throw new Error('Theme variables must be an object of --w3m-* names to values');
  }
  for (const [name, value] of Object.entries(variables)) {
    if (!VARIABLE_NAME.test(name))
      throw new Error(`Invalid theme variable "${name}": names must start with --w3m-`);
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Invalid theme variable "${name}": expected a string or number`);
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new Error(`Invalid theme variable "${name}": expected a finite number`);
    }
    if (typeof value === 'string' && UNSAFE_VALUE.test(value)) {
      throw new Error(`Invalid theme variable "${name}": the value may not contain ; { } < > \\ or /*`);
    }
  }
  $theme.setKey('themeVariables', { ...$theme.get().themeVariables, ...variables });
}
