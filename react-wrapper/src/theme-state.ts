import type { AppKitOptions, ThemeMode, ThemeVariables } from 'w3m-elements';

/** What `useAppKitTheme` reads. */
export interface ThemeSnapshot {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

/**
 * The theme the server renders and hydration starts from: the configured mode ('system' is dark
 * there, as no OS setting is known) and variables. Live changes arrive after hydration.
 */
export function serverTheme(options: AppKitOptions | undefined): ThemeSnapshot {
  return Object.freeze({
    themeMode: options?.themeMode === 'light' ? 'light' : 'dark',
    themeVariables: Object.freeze({ ...options?.themeVariables }),
  });
}
