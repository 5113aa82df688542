import type { ThemeModeSetting } from 'w3m-elements';

/** The demo pages take `?theme=light` (or `?theme=system`) so each host can be seen and tested in every palette. */
export function themeFromUrl(): ThemeModeSetting {
  const theme = new URLSearchParams(window.location.search).get('theme');
  return theme === 'light' || theme === 'system' ? theme : 'dark';
}
