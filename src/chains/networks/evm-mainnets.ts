import type { EvmNetwork } from '../network-types';
import {
  aurora as auroraChain,
  avalanche as avalancheChain,
  bsc as bscChain,
  fantom as fantomChain,
  gnosis as gnosisChain,
  kaia as kaiaChain,
  klaytn as klaytnChain,
  mantle as mantleChain,
  scroll as scrollChain,
} from 'viem/chains';
import { defineEvmNetwork } from './define-evm-network';

// These viem chains are plain data (no formatters), so they are taken from viem as they are.

/** Aurora (eip155:1313161554). */
export const aurora: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(auroraChain);
/** BNB Smart Chain (eip155:56). */
export const bsc: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(bscChain);
/** Avalanche C-Chain (eip155:43114). */
export const avalanche: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(avalancheChain);
/** Gnosis (eip155:100). */
export const gnosis: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(gnosisChain);
/** Scroll (eip155:534352). */
export const scroll: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(scrollChain);
/** Mantle (eip155:5000). */
export const mantle: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(mantleChain);
/** Fantom Opera (eip155:250). */
export const fantom: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(fantomChain);
/** Kaia, formerly Klaytn (eip155:8217). */
export const kaia: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(kaiaChain);
/** Klaytn: the pre-rebrand definition of eip155:8217, kept for hosts that still use the name. */
export const klaytn: EvmNetwork = /* @__PURE__ */ defineEvmNetwork(klaytnChain);
