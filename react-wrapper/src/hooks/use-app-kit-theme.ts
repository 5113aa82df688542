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
  subscribe: ({ theme }, _param, onChange) => theme.listen(onChange),
  read: ({ theme }) => theme.get(),
  server: ({ theme }) => theme.server,
};

/** The theme mode and variables, and setters for both. */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const snapshot = useInstanceSlice('useAppKitTheme', themeSlice, undefined);
  const { theme } = requireAppKit('useAppKitTheme');
  return { ...snapshot, setThemeMode: theme.setMode, setThemeVariables: theme.setVariables };
}
