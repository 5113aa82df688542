'use client';

import type { ChainNamespace, ConnectorType } from 'w3m-elements';
import { subscribeAll, useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** What `useAppKitProvider` returns: the connected wallet's provider (EIP-1193 for eip155). */
export interface UseAppKitProviderReturn<T> {
  walletProvider: T | undefined;
  /** How the namespace is connected: 'ANNOUNCED' (EIP-6963), 'INJECTED', 'WALLET_CONNECT', 'AUTH', … */
  walletProviderType: ConnectorType | undefined;
}

const NO_PROVIDER: UseAppKitProviderReturn<unknown> = Object.freeze({
  walletProvider: undefined,
  walletProviderType: undefined,
});

const providerSlice: InstanceSlice<UseAppKitProviderReturn<unknown>, ChainNamespace> = {
  subscribe: ({ instance }, _namespace, onChange) =>
    subscribeAll([instance.subscribeAccount(onChange), instance.subscribeState(onChange)]),
  read: ({ instance }, namespace) => {
    if (!instance.getAccount(namespace).isConnected) return NO_PROVIDER;
    let walletProvider: unknown;
    try {
      walletProvider = instance.getProvider(namespace);
    } catch {
      // No client registered for this namespace: nothing to hand out.
      return NO_PROVIDER;
    }
    return { walletProvider, walletProviderType: instance.getWalletProviderType(namespace) };
  },
  server: () => NO_PROVIDER,
};

/** The wallet provider of a namespace while an account of it is connected; undefined otherwise. */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<T> {
  return useInstanceSlice('useAppKitProvider', providerSlice, namespace) as UseAppKitProviderReturn<T>;
}
