/**
 * w3m-elements public API. Only what hosts need is exported here. createAppKit defines the entry
 * elements (buttons, modal, their appkit-* aliases) when a bundler imports the package; views
 * and primitives load on demand. Network definitions come from `w3m-elements/networks`.
 */
import {
  createAppKit as createConfiguredAppKit,
  type AppKit,
  type AppKitOptions,
} from './appkit/create-app-kit';
import { defineEntryElements } from './components/entry/entry-elements';

/**
 * Configures the widget, defines the entry elements and returns the instance the host drives it
 * with. Throws an OptionsError naming the first invalid option.
 */
export function createAppKit(options?: AppKitOptions): AppKit {
  const kit = createConfiguredAppKit(options);
  defineEntryElements();
  return kit;
}
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
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  SendTransferParams,
  SignMessageParams as BitcoinSignMessageParams,
  SignPsbtParams,
  SignPsbtResult,
} from './chains/bip122/types';
export type { PriceSource } from './stores/options-types';
export type { OpenModalOptions } from './stores/modal';
export type { PayArguments, PayErrorCode, PayResult } from './stores/pay-types';
export type { ThemeMode, ThemeModeSetting, ThemeVariables } from './stores/theme';
export type { CaipNetwork, CaipNetworkId, ChainNamespace } from './chains/network-types';
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from './siwx/types';
export type * from './components';
