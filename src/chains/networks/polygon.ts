import type { EvmNetwork } from '../network-types';
import { polygon as polygonChain, polygonAmoy as polygonAmoyChain } from 'viem/chains';
import { defineEvmNetwork } from './define-evm-network';

/** Polygon PoS (eip155:137). */
export const polygon: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(polygonChain);
/** Polygon Amoy testnet (eip155:80002). */
export const polygonAmoy: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(polygonAmoyChain);
