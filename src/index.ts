/**
 * w3m-elements public API. Only what hosts need is exported here; components register
 * through the loader (`w3m-elements/loader`) or `w3m-elements/dist/components`, and network
 * definitions come from `w3m-elements/networks`.
 */
export { createAppKit } from './appkit/create-app-kit';
export type {
  AppKit,
  AppKitOptions,
  EmbeddedWalletInfo,
  PublicAccount,
  PublicNetwork,
  PublicState,
  PublicTheme,
} from './appkit/create-app-kit';
export type { ConnectorType } from './stores/connector-types';
export type { PriceSource } from './stores/options-types';
export type { OpenModalOptions } from './stores/modal';
export type { ThemeMode, ThemeModeSetting, ThemeVariables } from './stores/theme';
export type { CaipNetwork, CaipNetworkId, ChainNamespace } from './chains/network-types';
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from './siwx/types';
export type * from './components';
