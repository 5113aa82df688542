import { BUILD } from '@stencil/core/internal/app-data';
import * as appkitAccountButton from '../shell/aliases/appkit-account-button/appkit-account-button';
import * as appkitButton from '../shell/aliases/appkit-button/appkit-button';
import * as appkitConnectButton from '../shell/aliases/appkit-connect-button/appkit-connect-button';
import * as appkitModal from '../shell/aliases/appkit-modal/appkit-modal';
import * as appkitNetworkButton from '../shell/aliases/appkit-network-button/appkit-network-button';
import * as w3mAccountButton from '../shell/w3m-account-button/w3m-account-button';
import * as w3mButton from '../shell/w3m-button/w3m-button';
import * as w3mConnectButton from '../shell/w3m-connect-button/w3m-connect-button';
import * as w3mModal from '../shell/w3m-modal/w3m-modal';
import * as w3mNetworkButton from '../shell/w3m-network-button/w3m-network-button';
import { defineFromModule } from '../dom/lazy-element';

/*
 * In the custom-elements build (dist/components, what bundlers import) Stencil adds a
 * defineCustomElement export to each component module; calling it defines the tag unless it is
 * already defined, so a second call, a second copy of the package or the lazy loader on the same
 * page is harmless. In the lazy build (the HTML loader) the loader registers every tag itself:
 * BUILD.lazyLoad is a compile-time constant there, so this code and these imports drop out.
 */
const ENTRY_MODULES: readonly unknown[] = [
  w3mModal,
  w3mButton,
  w3mConnectButton,
  w3mAccountButton,
  w3mNetworkButton,
  appkitModal,
  appkitButton,
  appkitConnectButton,
  appkitAccountButton,
  appkitNetworkButton,
];

/** Defines the entry elements and their appkit-* aliases in the custom-elements build; idempotent. */
export function defineEntryElements(): void {
  if (BUILD.lazyLoad || typeof customElements === 'undefined') return;
  for (const module of ENTRY_MODULES) defineFromModule(module);
}
