import type { EvmNetwork } from '../network-types';
import { arbitrum as arbitrumChain, arbitrumSepolia as arbitrumSepoliaChain } from 'viem/chains';
import { defineEvmNetwork } from './define-evm-network';

/** Arbitrum One (eip155:42161). */
export const arbitrum: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(arbitrumChain);
/** Arbitrum Sepolia testnet (eip155:421614). */
export const arbitrumSepolia: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(arbitrumSepoliaChain);
