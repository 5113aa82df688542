'use client';

import type { AppKit } from 'w3m-elements';
import { subscribeAll, useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** Name, identifier, icon and social provider of the connected wallet. */
export type WalletInfo = NonNullable<ReturnType<AppKit['getWalletInfo']>>;

/** What `useWalletInfo` returns. */
export interface UseWalletInfoReturn {
  walletInfo: WalletInfo | undefined;
}

const NO_WALLET: UseWalletInfoReturn = Object.freeze({ walletInfo: undefined });

const walletInfoSlice: InstanceSlice<UseWalletInfoReturn> = {
  subscribe: ({ instance }, _param, onChange) =>
    subscribeAll([instance.subscribeAccount(onChange), instance.subscribeState(onChange)]),
  read: ({ instance }) => ({ walletInfo: instance.getWalletInfo() }),
  server: () => NO_WALLET,
};

/** The connected wallet's info; undefined when disconnected and on the server. */
export function useWalletInfo(): UseWalletInfoReturn {
  return useInstanceSlice('useWalletInfo', walletInfoSlice, undefined);
}
