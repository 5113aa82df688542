import type { Page } from 'puppeteer';

/** One console message of a page, or one uncaught exception (type 'pageerror'). */
export interface ConsoleEntry {
  type: string;
  text: string;
}

/** Everything a page printed on its console since recording started. */
export interface ConsoleRecord {
  /** Every console message (log, info, debug, warn, error, …) and uncaught exception, in order. */
  entries: ConsoleEntry[];
  /** The entries that are problems: errors, warnings, failed assertions and uncaught exceptions. */
  problems(): string[];
}

// React's development build prints its warnings (missing keys, hydration mismatches, effects
// during render, …) through console.error and console.warn; nothing it reports uses another type.
const PROBLEM_TYPES: ReadonlySet<string> = new Set(['error', 'warn', 'warning', 'assert', 'pageerror']);

/** What React's development build prints once in a browser without the DevTools extension. */
export const REACT_DEVELOPMENT_NOTICE = /Download the React DevTools/;

/** Records every console message and uncaught exception of `page` from now on. */
export function recordConsole(page: Page): ConsoleRecord {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) =>
    entries.push({ type: 'pageerror', text: error instanceof Error ? error.message : String(error) }),
  );
  return {
    entries,
    problems: () =>
      entries.filter((entry) => PROBLEM_TYPES.has(entry.type)).map((entry) => `${entry.type}: ${entry.text}`),
  };
}
