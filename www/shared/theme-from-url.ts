import type { ThemeMode } from 'w3m-elements';

/** The demo pages take `?theme=light` so each host can be seen (and tested) in both palettes. */
export function themeFromUrl(): ThemeMode {
  return new URLSearchParams(window.location.search).get('theme') === 'light' ? 'light' : 'dark';
}
