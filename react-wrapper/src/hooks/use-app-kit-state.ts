'use client';

import type { PublicState } from 'w3m-elements';
import { useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** What `useAppKitState` returns (AppKit's shape). */
export type UseAppKitStateReturn = PublicState;

const BEFORE_HYDRATION: PublicState = Object.freeze({
  open: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
  loading: false,
  initialized: false,
});

const stateSlice: InstanceSlice<PublicState> = {
  subscribe: ({ instance }, _param, onChange) => instance.subscribeState(onChange),
  read: ({ instance }) => instance.getState(),
  server: () => BEFORE_HYDRATION,
};

/** Whether the modal is open, the selected network, the active namespace, loading and initialized. */
export function useAppKitState(): UseAppKitStateReturn {
  return useInstanceSlice('useAppKitState', stateSlice, undefined);
}
