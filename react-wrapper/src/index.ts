/** w3m-react: React components for every w3m-elements entry element, and AppKit-style hooks. */
export * from './public-components.js';
export { createAppKit } from './app-kit-instance.js';
export { useAppKit, type UseAppKitReturn } from './hooks/use-app-kit.js';
export {
  useAppKitAccount,
  type UseAppKitAccountOptions,
  type UseAppKitAccountReturn,
} from './hooks/use-app-kit-account.js';
export { useAppKitNetwork, type UseAppKitNetworkReturn } from './hooks/use-app-kit-network.js';
export { useAppKitState, type UseAppKitStateReturn } from './hooks/use-app-kit-state.js';
export { useAppKitTheme, type UseAppKitThemeReturn } from './hooks/use-app-kit-theme.js';
export { useAppKitProvider, type UseAppKitProviderReturn } from './hooks/use-app-kit-provider.js';
export { useAppKitEvents } from './hooks/use-app-kit-events.js';
export { useDisconnect, type UseDisconnectReturn } from './hooks/use-disconnect.js';
export { useWalletInfo, type UseWalletInfoReturn, type WalletInfo } from './hooks/use-wallet-info.js';
export type { AppKitEvent, AppKitEventsState } from './event-log.js';
export type { ThemeSnapshot } from './theme-state.js';
export type {
  AppKit,
  AppKitOptions,
  CaipNetwork,
  ChainNamespace,
  ConnectorType,
  EmbeddedWalletInfo,
  OpenModalOptions,
  PublicAccount,
  PublicNetwork,
  PublicState,
  PublicTheme,
  ThemeMode,
  ThemeModeSetting,
  ThemeVariables,
} from 'w3m-elements';
