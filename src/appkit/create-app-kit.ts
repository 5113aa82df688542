import type { ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../chains/constants';
import { isChainNamespace } from '../chains/caip';
import { registerNamespaceClient, requireNamespaceClient } from '../chains/namespace-client';
import type { CaipNetwork } from '../chains/network-schema';
import {
  $preferredAccountTypes,
  getAccount,
  initPreferredAccountTypes,
  restoreStoredStatus,
} from '../stores/account';
import {
  $chain,
  getActiveNamespace,
  getActiveNetwork,
  pickInitialNetwork,
  setActiveNetwork,
  setNetworks,
} from '../stores/chain';
import { setAnalyticsSink, subscribeEvents, type EmittedEvent } from '../stores/events';
import { markInitialized, markSetupFailed } from '../stores/lifecycle';
import { readStored } from '../stores/storage-io-first-paint';
import { closeModal, openModal, type OpenModalOptions } from '../stores/modal';
import { parseOptions, setOptions, type AppKitOptions, type ResolvedOptions } from '../stores/options';
import {
  $theme,
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeModeSetting,
  type ThemeVariables,
} from '../stores/theme';
import type { ConnectedWalletInfo } from '../stores/account';
import type { ConnectorType } from '../stores/connector-types';
import type { PayArguments, PayResult } from '../stores/pay-types';
import {
  $publicAccount,
  $publicNetwork,
  $publicState,
  toPublicAccount,
  type PublicAccount,
  type PublicNetwork,
  type PublicState,
  type PublicTheme,
} from './app-kit-state';
import { setupEip155 } from './eip155-adapter';
import { APPENDED_MODAL_ATTRIBUTE, isBrowser, isDevelopmentPage } from './environment';
import { lazyNamespaceClient } from './lazy-namespace-client';
import { $locale } from '../locales/active';
import type { LocaleCode, LocaleSetting } from '../locales/codes';

/** Loads the locale runtime (and the locale's chunk) on first use. */
const changeLocale = (locale: LocaleSetting): Promise<void> =>
  import('../locales/set-locale').then((m) => m.setLocale(locale));

export type { AppKitOptions } from '../stores/options';
export type {
  EmbeddedWalletInfo,
  PublicAccount,
  PublicNetwork,
  PublicState,
  PublicTheme,
} from './app-kit-state';

/** The instance handed back to the host (DESIGN "The public API"). */
export interface AppKit {
  /** Opens the modal on a view (default: Account when connected, else Connect). */
  open(options?: OpenModalOptions): Promise<void>;
  /** Closes the modal. */
  close(): Promise<void>;
  /** Disconnects one namespace, or all connected ones. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Switches to a configured network (SPEC §4). */
  switchNetwork(network: CaipNetwork): Promise<void>;
  /** Modal and network state. */
  getState(): PublicState;
  /** Calls back on every state change; returns the unsubscribe function. */
  subscribeState(callback: (state: PublicState) => void): () => void;
  /** The account of a namespace (default: the active one). */
  getAccount(namespace?: ChainNamespace): PublicAccount;
  /** Calls back when the active account changes. */
  subscribeAccount(callback: (account: PublicAccount) => void): () => void;
  /** The active network. */
  getCaipNetwork(): CaipNetwork | undefined;
  /** Calls back when the active network changes. */
  subscribeNetwork(callback: (network: PublicNetwork) => void): () => void;
  /** The wallet provider of a namespace; throws naming a namespace without a client. */
  getProvider(namespace: ChainNamespace): unknown;
  /** How a namespace is connected (AppKit's walletProviderType: 'ANNOUNCED', 'WALLET_CONNECT', 'AUTH', …). */
  getWalletProviderType(namespace: ChainNamespace): ConnectorType | undefined;
  /** Switches the language at runtime ('auto': the browser's); resolves once the open elements show it. */
  setLocale(locale: LocaleSetting): Promise<void>;
  /** The active locale. */
  getLocale(): LocaleCode;
  /** Switches the colour scheme at runtime. */
  setThemeMode(mode: ThemeModeSetting): void;
  /** Overrides theme CSS variables. */
  setThemeVariables(variables: ThemeVariables): void;
  /** The current (resolved) theme mode. */
  getThemeMode(): ThemeMode;
  /** The theme variables in force. */
  getThemeVariables(): ThemeVariables;
  /** Calls back when the theme mode or variables change; returns the unsubscribe function. */
  subscribeTheme(callback: (theme: PublicTheme) => void): () => void;
  /** Name, identifier and social provider of the connected wallet. */
  getWalletInfo(): ConnectedWalletInfo | undefined;
  /** Calls back on every analytics event. */
  subscribeEvents(callback: (event: EmittedEvent) => void): () => void;
  /** Opens the Pay view on a payment request (`features.pay`); resolves with the transaction hash, rejects with a PayError. */
  pay(request: PayArguments): Promise<PayResult>;
}

function checkNamespace(namespace: unknown): ChainNamespace {
  if (!isChainNamespace(namespace)) throw new Error(`Unknown namespace "${String(namespace)}"`);
  return namespace;
}

function checkCallback(callback: unknown): void {
  if (typeof callback !== 'function') throw new Error('Expected a callback function');
}

/** A subscribe method over a store: checks the callback, returns the unsubscribe function. */
function listener<T>(store: ReadableAtom<T>): (callback: (value: T) => void) => () => void {
  return (callback) => {
    checkCallback(callback);
    return store.listen(callback);
  };
}

/** Loads options, networks and the persisted session state into the stores. */
function seedStores(options: AppKitOptions | undefined): ResolvedOptions {
  const resolved = parseOptions(options);
  const browser = isBrowser();
  setOptions(resolved);
  setAnalyticsSink(resolved.analyticsSink);
  setNetworks(resolved.networks);
  const namespaces = [...new Set(resolved.networks.map((n) => n.chainNamespace))];
  if (browser) {
    initPreferredAccountTypes(resolved.defaultAccountTypes);
    restoreStoredStatus(namespaces);
  } else {
    $preferredAccountTypes.set({ ...resolved.defaultAccountTypes });
  }
  const resuming = browser && readStored('connectionStatus') === 'connected';
  const initial = pickInitialNetwork(resolved.defaultNetwork, browser, resuming);
  // Not stored: only a network the user (or the wallet) moved to counts as the last one used.
  if (initial) setActiveNetwork(initial, false);
  setThemeMode(resolved.themeMode);
  setThemeVariables(resolved.themeVariables);
  return resolved;
}

/**
 * Adds `<w3m-modal>` to the page once (SPEC §2), unless appending is disabled or embedded mode is on.
 * It is marked, so a `<w3m-modal>` the host renders later (React, Vue, Angular mount after
 * createAppKit runs) replaces it instead of opening a second dialog.
 */
function appendModal(resolved: ResolvedOptions): void {
  if (!isBrowser() || resolved.disableAppend || resolved.enableEmbedded) return;
  if (document.querySelector('w3m-modal, appkit-modal')) return;
  const modal = document.createElement('w3m-modal');
  modal.setAttribute(APPENDED_MODAL_ATTRIBUTE, '');
  document.body.appendChild(modal);
}

/**
 * Loads the options, or on bad options leaves the entry elements disabled (showing why on a
 * development page, logging it elsewhere) and rethrows.
 */
function seedOrFail(options: AppKitOptions | undefined): ResolvedOptions {
  try {
    return seedStores(options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const browser = isBrowser();
    if (browser) console.error(`w3m: createAppKit failed, the wallet buttons are disabled. ${message}`);
    markSetupFailed(message, browser && isDevelopmentPage());
    throw error;
  }
}

/**
 * Configures the widget and returns the instance the host drives it with. Throws one
 * OptionsError naming every invalid option. On a server it only seeds the stores.
 */
export function createAppKit(options?: AppKitOptions): AppKit {
  const resolved = seedOrFail(options);
  appendModal(resolved);
  // EVM wallets: discovery (tiny) now, the viem client on first use, reconnect of a stored session.
  setupEip155(resolved, isBrowser());
  // Solana: its adapter and client load only when a Solana network is configured.
  if (resolved.networks.some((network) => network.chainNamespace === 'solana'))
    void import('./solana-adapter').then((m) => m.setupSolana(resolved, isBrowser()));
  // Bitcoin: only with a bip122 network configured, and its code loads on first use.
  if (resolved.networks.some((network) => network.chainNamespace === 'bip122')) {
    const bip122 = () => import('./bip122-adapter');
    registerNamespaceClient(lazyNamespaceClient('bip122', () => bip122().then((m) => m.loadBip122Client())));
    if (isBrowser()) void bip122().then((m) => m.startBip122());
  }
  // SPEC §2: back from a social login in Telegram's webview, the result is in the address.
  if (isBrowser() && resolved.secureSiteUrl && /[?&]result_uri=/.test(window.location.search))
    void import('./telegram-login').then((m) => m.finishTelegramSocialLogin());
  // Sign-in code loads only when the host configured it (SPEC §4 sign-in with wallet).
  if (isBrowser() && (resolved.siwx || resolved.siweConfig))
    void import('./siwx-watch').then((m) => m.watchSignIn());
  // Only another language loads code: English strings live with the elements that show them.
  const locale = options?.locale;
  if (locale !== undefined && locale !== 'en')
    void changeLocale(locale).catch((error: unknown) =>
      console.error('w3m: the locale could not load.', error),
    );
  markInitialized();
  return {
    open: async (openOptions) => {
      const view = openOptions?.view;
      if (view !== undefined) {
        const { isViewName } = await import('../stores/views');
        if (!isViewName(view)) throw new Error(`Unknown view "${String(view)}"`);
      }
      openModal(openOptions);
    },
    close: async () => closeModal(),
    disconnect: async (namespace) => {
      const namespaces = namespace === undefined ? undefined : [checkNamespace(namespace)];
      // Loaded on use: a disconnect is rare next to the first paint every page pays for.
      const { disconnectNamespaces } = await import('./disconnect');
      await disconnectNamespaces(namespaces);
    },
    switchNetwork: async (network) => {
      if (typeof network !== 'object' || network === null || typeof network.caipNetworkId !== 'string') {
        throw new Error('switchNetwork expects a network object with a caipNetworkId');
      }
      const { switchNetwork } = await import('../stores/network-switch');
      await switchNetwork(network);
    },
    getState: () => $publicState.get(),
    subscribeState: listener($publicState),
    getAccount: (namespace) => {
      const ns = namespace === undefined ? (getActiveNamespace() ?? 'eip155') : checkNamespace(namespace);
      return toPublicAccount(ns, getAccount(ns));
    },
    subscribeAccount: listener($publicAccount),
    getCaipNetwork: () => getActiveNetwork(),
    subscribeNetwork: listener($publicNetwork),
    getProvider: (namespace) => requireNamespaceClient(checkNamespace(namespace)).getProvider(),
    getWalletProviderType: (namespace) => $chain.get().byNamespace[checkNamespace(namespace)]?.connectorType,
    setLocale: changeLocale,
    getLocale: () => $locale.get().code,
    setThemeMode,
    setThemeVariables,
    getThemeMode: () => $theme.get().themeMode,
    getThemeVariables: () => $theme.get().themeVariables,
    subscribeTheme: (callback) => {
      checkCallback(callback);
      return $theme.listen(({ themeMode, themeVariables }) => callback({ themeMode, themeVariables }));
    },
    getWalletInfo: () => getAccount(getActiveNamespace() ?? 'eip155').connectedWalletInfo,
    subscribeEvents: (callback) => {
      checkCallback(callback);
      return subscribeEvents(callback);
    },
    pay: async (request) => {
      // Without features.pay no Pay code loads: the error names the option.
      if (!resolved.features.pay)
        throw new Error('Pay is turned off: set features.pay to true in createAppKit');
      return (await import('./pay-request')).requestPayment(request);
    },
  };
}
