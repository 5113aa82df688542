import type { EvmNetwork } from '../network-types';
import { foundry } from 'viem/chains';
import { defineEvmNetwork } from './define-evm-network';

/** The local dev chain of `npm start` (eip155:31337 at 127.0.0.1:8545). */
export const localhost: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(foundry, { name: 'Localhost' });

/** A second local dev chain (eip155:31338 at 127.0.0.1:8546), for network-switch flows. */
export const localhostSecond: EvmNetwork = /* @__PURE__ */ defineEvmNetwork({
  id: 31_338,
  name: 'Localhost 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
});
