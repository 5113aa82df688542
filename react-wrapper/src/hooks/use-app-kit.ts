'use client';

import { requireAppKit } from '../app-kit-instance.js';
import type { OpenModalOptions } from 'w3m-elements';

/** What `useAppKit` returns: open and close the modal. */
export interface UseAppKitReturn {
  /** Opens the modal, optionally on a view or for a namespace. */
  open(options?: OpenModalOptions): Promise<void>;
  /** Closes the modal. */
  close(): Promise<void>;
}

/** Opens and closes the modal (AppKit's `useAppKit`). */
export function useAppKit(): UseAppKitReturn {
  const { instance } = requireAppKit('useAppKit');
  return { open: instance.open, close: instance.close };
}
