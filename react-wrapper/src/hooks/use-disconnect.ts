'use client';

import type { ChainNamespace } from 'w3m-elements';
import { requireAppKit } from '../app-kit-instance.js';

/** What `useDisconnect` returns. */
export interface UseDisconnectReturn {
  /** Disconnects one namespace, or every connected one. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
}

/** Disconnects the wallet (AppKit's `useDisconnect`). */
export function useDisconnect(): UseDisconnectReturn {
  const { instance } = requireAppKit('useDisconnect');
  return { disconnect: (options) => instance.disconnect(options?.namespace) };
}
