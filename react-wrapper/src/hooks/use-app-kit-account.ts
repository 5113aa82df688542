'use client';

import type { ChainNamespace, EmbeddedWalletInfo, PublicAccount } from 'w3m-elements';
import { subscribeAll, useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** What `useAppKitAccount` returns (AppKit's shape). */
export interface UseAppKitAccountReturn {
  allAccounts: PublicAccount['allAccounts'];
  address: string | undefined;
  caipAddress: PublicAccount['caipAddress'];
  isConnected: boolean;
  status: PublicAccount['status'] | undefined;
  /** The email or social login behind the account, when it is the embedded wallet (AppKit's shape). */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

/** Options of `useAppKitAccount`: the namespace to read (default: the active one). */
export interface UseAppKitAccountOptions {
  namespace?: ChainNamespace;
}

const DISCONNECTED: UseAppKitAccountReturn = Object.freeze({
  allAccounts: [],
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
});

const accountSlice: InstanceSlice<UseAppKitAccountReturn, ChainNamespace | undefined> = {
  // The account channel follows the active namespace; the state channel (network and loading
  // changes) covers a namespace that is not the active one.
  subscribe: ({ instance }, _namespace, onChange) =>
    subscribeAll([instance.subscribeAccount(onChange), instance.subscribeState(onChange)]),
  read: ({ instance }, namespace) => {
    const account = instance.getAccount(namespace);
    return {
      allAccounts: account.allAccounts,
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.isConnected,
      status: account.status,
      embeddedWalletInfo: account.embeddedWalletInfo,
    };
  },
  server: () => DISCONNECTED,
};

/** The connected account of a namespace (default: the active one); disconnected on the server. */
export function useAppKitAccount(options: UseAppKitAccountOptions = {}): UseAppKitAccountReturn {
  return useInstanceSlice('useAppKitAccount', accountSlice, options.namespace);
}
