'use client';

import type { CaipNetwork, PublicNetwork } from 'w3m-elements';
import { requireAppKit } from '../app-kit-instance.js';
import { useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

/** What `useAppKitNetwork` returns (AppKit's shape). */
export interface UseAppKitNetworkReturn extends PublicNetwork {
  /** Switches to one of the configured networks. */
  switchNetwork(network: CaipNetwork): Promise<void>;
}

const NO_NETWORK: PublicNetwork = Object.freeze({
  caipNetwork: undefined,
  chainId: undefined,
  caipNetworkId: undefined,
});

const networkSlice: InstanceSlice<PublicNetwork> = {
  subscribe: ({ instance }, _param, onChange) => instance.subscribeNetwork(onChange),
  read: ({ instance }) => {
    const caipNetwork = instance.getCaipNetwork();
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId };
  },
  server: () => NO_NETWORK,
};

/** The active network and a way to switch it; no network on the server (the browser's follows hydration). */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const network = useInstanceSlice('useAppKitNetwork', networkSlice, undefined);
  const { instance } = requireAppKit('useAppKitNetwork');
  return { ...network, switchNetwork: instance.switchNetwork };
}
