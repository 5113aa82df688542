import { closeModal, openModal, $modal } from '../stores/modal';
import { $theme, setThemeMode, type ThemeMode } from '../stores/theme';

/** Options accepted by createAppKit. */
export interface AppKitOptions {
  /** Colour scheme; dark unless set. */
  themeMode?: ThemeMode;
}

/** The instance handed back to the host. */
export interface AppKit {
  /** Opens the modal. */
  open(): Promise<void>;
  /** Closes the modal. */
  close(): Promise<void>;
  /** Switches the colour scheme at runtime. */
  setThemeMode(mode: ThemeMode): void;
  /** The current theme mode. */
  getThemeMode(): ThemeMode;
  /** Whether the modal is open. */
  getState(): { open: boolean };
}

/** Configures the widget and returns the instance the host drives it with. */
export function createAppKit(options: AppKitOptions = {}): AppKit {
  if (options.themeMode) setThemeMode(options.themeMode);
  return {
    open: async () => openModal(),
    close: async () => closeModal(),
    setThemeMode,
    getThemeMode: () => $theme.get().themeMode,
    getState: () => ({ open: $modal.get().open }),
  };
}
