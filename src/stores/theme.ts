import { map } from 'nanostores';

/** The two colour schemes the widget ships. SPEC §3 Theme: themeMode defaults to dark. */
export type ThemeMode = 'dark' | 'light';

/** Theme state shared by every element. */
export interface ThemeState {
  themeMode: ThemeMode;
}

/** The active theme. */
export const $theme = map<ThemeState>({ themeMode: 'dark' });

/** Switches between the dark and light palettes. */
export function setThemeMode(themeMode: ThemeMode): void {
  $theme.setKey('themeMode', themeMode);
}
