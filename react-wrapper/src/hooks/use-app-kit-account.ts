'use client';

import type { ChainNamespace, PublicAccount } from 'w3m-elements';
import { subscribeAll, useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** The signed-in user of an email or social login, when the account is the embedded wallet. */
export interface EmbeddedWalletInfo {
  user: { email?: string; username?: string } | undefined;
  authProvider: string | undefined;
  accountType: string | undefined;
  isSmartAccountDeployed: boolean;
}

/** What `useAppKitAccount` returns (AppKit's shape). */
export interface UseAppKitAccountReturn {
  allAccounts: PublicAccount['allAccounts'];
  address: string | undefined;
  caipAddress: PublicAccount['caipAddress'];
  isConnected: boolean;
  status: PublicAccount['status'] | undefined;
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
    const account: PublicAccount & { embeddedWalletInfo?: EmbeddedWalletInfo } =
      instance.getAccount(namespace);
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
