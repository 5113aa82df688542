import type { EvmNetwork } from '../network-types';
import { holesky as holeskyChain, mainnet as mainnetChain, sepolia as sepoliaChain } from 'viem/chains';
import { defineEvmNetwork } from './define-evm-network';

// Calls are marked pure so a bundler drops the networks a host does not import.

/** Ethereum mainnet (eip155:1). */
export const mainnet: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(mainnetChain);
/** Sepolia testnet (eip155:11155111). */
export const sepolia: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(sepoliaChain);
/** Holesky testnet (eip155:17000). */
export const holesky: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(holeskyChain);
