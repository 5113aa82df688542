import { createAppKit as createCoreAppKit } from 'w3m-elements';
import type { AppKit, AppKitOptions, ThemeModeSetting, ThemeVariables } from 'w3m-elements';
import { createEventLog, type EventLog } from './event-log.js';
import { createThemeState, type ThemeState } from './theme-state.js';

/** What the hooks share about the instance made by this package's `createAppKit`. */
export interface BoundAppKit {
  /** The instance `createAppKit` returned. */
  instance: AppKit;
  /** The last analytics event, kept so every `useAppKitEvents` sees the same one. */
  events: EventLog;
  /** Theme mode and variables, notified when they change through the instance. */
  theme: ThemeState;
}

let bound: BoundAppKit | undefined;

/**
 * `createAppKit` from w3m-elements, remembered so the hooks can reach the instance. Call it once at
 * module scope (it is safe on a server: there it only seeds the state).
 */
export function createAppKit(options?: AppKitOptions): AppKit {
  const core = createCoreAppKit(options);
  const theme = createThemeState(core, options);
  const events = createEventLog(core);
  bound?.events.stop();
  const instance: AppKit = {
    ...core,
    setThemeMode: (mode: ThemeModeSetting) => theme.setMode(mode),
    setThemeVariables: (variables: ThemeVariables) => theme.setVariables(variables),
  };
  bound = { instance, events, theme };
  return instance;
}

/** The instance the hooks use; throws a clear error naming the hook when createAppKit was not called. */
export function requireAppKit(hookName: string): BoundAppKit {
  if (!bound) {
    throw new Error(
      `Call createAppKit before using ${hookName}: the hooks read the instance it creates ` +
        `(call it once at module scope, outside any component).`,
    );
  }
  return bound;
}
