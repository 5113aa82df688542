// The public elements only: Stencil generates a wrapper for every element (views and primitives
// too), but those are internal to the modal and stay out of this package's API.
export {
  W3mButton,
  W3mConnectButton,
  W3mAccountButton,
  W3mNetworkButton,
  W3mModal,
  AppkitButton as AppKitButton,
  AppkitConnectButton as AppKitConnectButton,
  AppkitAccountButton as AppKitAccountButton,
  AppkitNetworkButton as AppKitNetworkButton,
  AppkitModal as AppKitModal,
} from './generated/components.js';
export type {
  W3mButtonEvents,
  W3mConnectButtonEvents,
  W3mAccountButtonEvents,
  W3mNetworkButtonEvents,
  W3mModalEvents,
  AppkitButtonEvents as AppKitButtonEvents,
  AppkitConnectButtonEvents as AppKitConnectButtonEvents,
  AppkitAccountButtonEvents as AppKitAccountButtonEvents,
  AppkitNetworkButtonEvents as AppKitNetworkButtonEvents,
  AppkitModalEvents as AppKitModalEvents,
} from './generated/components.js';
