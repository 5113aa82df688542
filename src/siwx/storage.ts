import { STORAGE_PREFIX } from '../stores/constants';
import { isSession, sessionMatches } from './session-check';
import type { SIWXSession } from './types';

/** Where the default implementation keeps sessions; a host can pass its own (server, IndexedDB, …). */
export interface SIWXStorage {
  /** Adds one session. */
  add(session: SIWXSession): Promise<void>;
  /** Replaces all sessions. */
  set(sessions: SIWXSession[]): Promise<void>;
  /** The sessions of an address on a network. */
  get(chainId: string, address: string): Promise<SIWXSession[]>;
  /** Removes the sessions of an address on a network. */
  delete(chainId: string, address: string): Promise<void>;
}

/** The storage key of the default browser storage. */
export const SIWX_STORAGE_KEY = `${STORAGE_PREFIX}siwx_sessions`;

function localStore(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sessions in localStorage under one key, like the rest of the widget's persisted state: every read
 * is checked, a corrupt entry is dropped (never throws), and a missing storage (SSR, privacy mode)
 * behaves as an empty one.
 */
export function createBrowserSiwxStorage(key: string = SIWX_STORAGE_KEY): SIWXStorage {
  const read = (): SIWXSession[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(localStore()?.getItem(key) ?? '[]');
    } catch {
      return [];
    }
    return Array.isArray(parsed) ? parsed.filter(isSession) : [];
  };
  const write = (sessions: SIWXSession[]): void => {
    try {
      const store = localStore();
      if (sessions.length === 0) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify(sessions));
    } catch {
      // A full or blocked storage only loses persistence; the sign-in itself succeeded.
    }
  };
  return {
    add: async (session) => write([...read(), session]),
    set: async (sessions) => write([...sessions]),
    get: async (chainId, address) => read().filter((session) => sessionMatches(session, chainId, address)),
    delete: async (chainId, address) =>
      write(read().filter((session) => !sessionMatches(session, chainId, address))),
  };
}
