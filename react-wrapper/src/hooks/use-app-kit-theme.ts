'use client';

import type { ThemeModeSetting, ThemeVariables } from 'w3m-elements';
import { requireAppKit } from '../app-kit-instance.js';
import type { ThemeSnapshot } from '../theme-state.js';
import { useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** What `useAppKitTheme` returns (AppKit's shape). */
export interface UseAppKitThemeReturn extends ThemeSnapshot {
  /** Switches between 'dark', 'light' and 'system'. */
  setThemeMode(mode: ThemeModeSetting): void;
  /** Merges `--w3m-*` variables into the theme. */
  setThemeVariables(variables: ThemeVariables): void;
}

const themeSlice: InstanceSlice<ThemeSnapshot> = {
  // Every theme change (setters, createAppKit, the OS scheme under 'system') comes through here.
  subscribe: ({ instance }, _param, onChange) => instance.subscribeTheme(onChange),
  read: ({ instance }) => ({
    themeMode: instance.getThemeMode(),
    themeVariables: instance.getThemeVariables(),
  }),
  server: ({ serverTheme }) => serverTheme,
};

/** The theme mode and variables, and setters for both; re-renders on every theme change. */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const snapshot = useInstanceSlice('useAppKitTheme', themeSlice, undefined);
  const { instance } = requireAppKit('useAppKitTheme');
  return {
    ...snapshot,
    setThemeMode: instance.setThemeMode,
    setThemeVariables: instance.setThemeVariables,
  };
}
