/**
 * Network definitions for hosts: `import { base, solana } from 'w3m-elements/networks'`.
 * Each export is its own tree-shakable constant, so a host pays only for what it imports.
 */
export { mainnet, sepolia, holesky } from './chains/networks/ethereum';
export { base, baseSepolia } from './chains/networks/base';
export { optimism, optimismSepolia } from './chains/networks/optimism';
export { arbitrum, arbitrumSepolia } from './chains/networks/arbitrum';
export { polygon, polygonAmoy } from './chains/networks/polygon';
export { zora, blast } from './chains/networks/op-stack-l2s';
export { celo } from './chains/networks/celo';
export { zksync } from './chains/networks/zksync';
export { linea } from './chains/networks/linea';
export {
  aurora,
  avalanche,
  bsc,
  fantom,
  gnosis,
  kaia,
  klaytn,
  mantle,
  scroll,
} from './chains/networks/evm-mainnets';
export { localhost, localhostSecond } from './chains/networks/local';
export { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './chains/networks/solana';
export { bitcoin, bitcoinRegtest, bitcoinTestnet } from './chains/networks/bitcoin';
export { defineEvmNetwork } from './chains/networks/define-evm-network';
export type {
  BitcoinNetwork,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  EvmNetwork,
  EvmNetworkExtras,
  NativeCurrency,
  SolanaNetwork,
  ViemChainConfigKind,
} from './chains/network-types';
