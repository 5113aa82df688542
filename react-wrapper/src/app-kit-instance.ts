import { createAppKit as createCoreAppKit } from 'w3m-elements';
import type { AppKit, AppKitOptions } from 'w3m-elements';
import { createEventLog, type EventLog } from './event-log.js';
import { serverTheme, type ThemeSnapshot } from './theme-state.js';

/** What the hooks share about the instance made by this package's `createAppKit`. */
export interface BoundAppKit {
  /** The instance `createAppKit` returned. */
  instance: AppKit;
  /** The last analytics event, kept so every `useAppKitEvents` sees the same one. */
  events: EventLog;
  /** The theme the server renders (from the options, so the browser's hydration agrees). */
  serverTheme: ThemeSnapshot;
}

let bound: BoundAppKit | undefined;

/**
 * `createAppKit` from w3m-elements, remembered so the hooks can reach the instance. Call it once at
 * module scope (it is safe on a server: there it only seeds the state).
 */
export function createAppKit(options?: AppKitOptions): AppKit {
  const instance = createCoreAppKit(options);
  bound?.events.stop();
  bound = { instance, events: createEventLog(instance), serverTheme: serverTheme(options) };
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
