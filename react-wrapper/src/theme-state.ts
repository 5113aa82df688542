import type { AppKit, AppKitOptions, ThemeMode, ThemeModeSetting, ThemeVariables } from 'w3m-elements';

/** What `useAppKitTheme` reads. */
export interface ThemeSnapshot {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

/** Theme mode and variables of one instance, observable. */
export interface ThemeState {
  /** The current theme (a stable object until it changes). */
  get(): ThemeSnapshot;
  /** What the server renders: the configured mode ('system' resolves to dark there) and variables. */
  server: ThemeSnapshot;
  /** Calls back after each change; returns the unsubscribe function. */
  listen(callback: () => void): () => void;
  /** Sets the mode on the instance and notifies. */
  setMode(mode: ThemeModeSetting): void;
  /** Merges variables on the instance and notifies. */
  setVariables(variables: ThemeVariables): void;
}

/**
 * The instance API has a theme getter for the mode but no theme subscription, so the wrapper
 * routes theme changes through its own setters (also used by the instance it returns) and
 * tracks the variables it set.
 */
export function createThemeState(instance: AppKit, options: AppKitOptions | undefined): ThemeState {
  const server: ThemeSnapshot = Object.freeze({
    themeMode: options?.themeMode === 'light' ? 'light' : 'dark',
    themeVariables: Object.freeze({ ...options?.themeVariables }),
  });
  let current: ThemeSnapshot = { themeMode: instance.getThemeMode(), themeVariables: server.themeVariables };
  const listeners = new Set<() => void>();
  const update = (variables: ThemeVariables): void => {
    current = { themeMode: instance.getThemeMode(), themeVariables: variables };
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    server,
    listen: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    setMode: (mode) => {
      instance.setThemeMode(mode);
      update(current.themeVariables);
    },
    setVariables: (variables) => {
      instance.setThemeVariables(variables);
      update({ ...current.themeVariables, ...variables });
    },
  };
}
