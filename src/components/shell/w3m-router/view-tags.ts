import { BUILD } from '@stencil/core/internal/app-data';
import { preloadWalletConnect } from '../../../appkit/walletconnect-preload';
import type { FeatureName, Features } from '../../../stores/options';
import type { ViewName } from '../../../stores/views';
import { preloadBundleFiles } from '../../dom/bundle-files';
import type { ElementLoader } from '../../dom/lazy-element';
import { CONNECT_VIEW_PART } from '../open-path';

/** How the router shows one view: its element and how to load it. */
export interface ViewEntry {
  tag: string;
  load: ElementLoader;
  /**
   * Custom-elements build: starts what the view imports on first use, with its own module. Each
   * such import is a level of the app bundler's chunks that would otherwise wait for the one above.
   */
  firstUse?: () => void;
}

/** The pairing view's first use: the WalletConnect client's modules and the QR encoder (qr-matrix.ts). */
const startPairing = (): void => {
  preloadWalletConnect();
  import('uqr').catch(() => undefined);
};

/** ConnectingWalletConnect and ConnectingWalletConnectBasic. */
const WALLET_CONNECT_VIEW: ViewEntry = {
  tag: 'w3m-connecting-wc-view',
  load: () => import('../../views/w3m-connecting-wc-view/w3m-connecting-wc-view'),
  // The lazy build lists these with the view's files (bundle-files.ts): a constant drops them there.
  firstUse: BUILD.lazyLoad ? undefined : startPairing,
};

/** ConnectSocials and ConnectingSocial. */
const SOCIAL_VIEW: ViewEntry = {
  tag: 'w3m-social-view',
  load: () => import('../../views/w3m-social-view/w3m-social-view'),
};

/** The four onramp views: one element, one chunk. */
const ONRAMP_VIEW: ViewEntry = {
  tag: 'w3m-onramp-view',
  load: () => import('../../views/w3m-onramp-view/w3m-onramp-view'),
};

/** Connect, and ConnectWallets (the same element showing only the wallets): loaded as on the open path. */
const CONNECT_VIEW: ViewEntry = { tag: 'w3m-connect-view', load: CONNECT_VIEW_PART[1] };

/** UpdateEmailWallet, UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp: one element for the three steps. */
const UPDATE_EMAIL_VIEW: ViewEntry = {
  tag: 'w3m-update-email-view',
  load: () => import('../../views/w3m-update-email-view/w3m-update-email-view'),
};

/*
 * Each loader is a dynamic import of the view's own module, so every view is its own chunk in both
 * builds and nothing here is in the router's static dependency list (the router renders the tag
 * through a variable). Views not listed yet show the router's "not available" message.
 */
export const VIEW_ENTRIES: Partial<Record<ViewName, ViewEntry>> = {
  Connect: CONNECT_VIEW,
  ConnectWallets: CONNECT_VIEW,
  AllWallets: {
    tag: 'w3m-all-wallets-view',
    load: () => import('../../views/w3m-all-wallets-view/w3m-all-wallets-view'),
  },
  ConnectingExternal: {
    tag: 'w3m-connecting-external-view',
    load: () => import('../../views/w3m-connecting-external-view/w3m-connecting-external-view'),
  },
  ConnectingWalletConnect: WALLET_CONNECT_VIEW,
  // The same element: it shows only the QR code and the link under this view name.
  ConnectingWalletConnectBasic: WALLET_CONNECT_VIEW,
  WhatIsAWallet: {
    tag: 'w3m-what-is-a-wallet-view',
    load: () => import('../../views/w3m-what-is-a-wallet-view/w3m-what-is-a-wallet-view'),
  },
  Account: {
    tag: 'w3m-account-view',
    load: () => import('../../views/w3m-account-view/w3m-account-view'),
  },
  ApproveTransaction: {
    tag: 'w3m-approve-transaction-view',
    load: () => import('../../views/w3m-approve-transaction-view/w3m-approve-transaction-view'),
  },
  WalletRequest: {
    tag: 'w3m-wallet-request-view',
    load: () => import('../../views/w3m-wallet-request-view/w3m-wallet-request-view'),
  },
  // One element: it lists the providers under ConnectSocials and waits under ConnectingSocial.
  ConnectSocials: SOCIAL_VIEW,
  ConnectingSocial: SOCIAL_VIEW,
  ConnectingFarcaster: {
    tag: 'w3m-farcaster-view',
    load: () => import('../../views/w3m-farcaster-view/w3m-farcaster-view'),
  },
  EmailVerifyOtp: {
    tag: 'w3m-email-verify-otp-view',
    load: () => import('../../views/w3m-email-verify-otp-view/w3m-email-verify-otp-view'),
  },
  EmailVerifyDevice: {
    tag: 'w3m-email-verify-device-view',
    load: () => import('../../views/w3m-email-verify-device-view/w3m-email-verify-device-view'),
  },
  UpdateEmailWallet: UPDATE_EMAIL_VIEW,
  UpdateEmailPrimaryOtp: UPDATE_EMAIL_VIEW,
  UpdateEmailSecondaryOtp: UPDATE_EMAIL_VIEW,
  Networks: {
    tag: 'w3m-networks-view',
    load: () => import('../../views/w3m-networks-view/w3m-networks-view'),
  },
  UnsupportedChain: {
    tag: 'w3m-unsupported-chain-view',
    load: () => import('../../views/w3m-unsupported-chain-view/w3m-unsupported-chain-view'),
  },
  SIWXSignMessage: {
    tag: 'w3m-siwx-sign-message-view',
    load: () => import('../../views/w3m-siwx-sign-message-view/w3m-siwx-sign-message-view'),
  },
  ConnectingSiwe: {
    tag: 'w3m-siwx-sign-message-view',
    load: () => import('../../views/w3m-siwx-sign-message-view/w3m-siwx-sign-message-view'),
  },
  WalletSend: {
    tag: 'w3m-wallet-send-view',
    load: () => import('../../views/w3m-wallet-send-view/w3m-wallet-send-view'),
  },
  WalletSendSelectToken: {
    tag: 'w3m-wallet-send-select-token-view',
    load: () => import('../../views/w3m-wallet-send-select-token-view/w3m-wallet-send-select-token-view'),
  },
  WalletSendPreview: {
    tag: 'w3m-wallet-send-preview-view',
    load: () => import('../../views/w3m-wallet-send-preview-view/w3m-wallet-send-preview-view'),
  },
  WalletReceive: {
    tag: 'w3m-wallet-receive-view',
    load: () => import('../../views/w3m-wallet-receive-view/w3m-wallet-receive-view'),
  },
  Swap: {
    tag: 'w3m-swap-view',
    load: () => import('../../views/w3m-swap-view/w3m-swap-view'),
  },
  SwapSelectToken: {
    tag: 'w3m-swap-select-token-view',
    load: () => import('../../views/w3m-swap-select-token-view/w3m-swap-select-token-view'),
  },
  SwapPreview: {
    tag: 'w3m-swap-preview-view',
    load: () => import('../../views/w3m-swap-preview-view/w3m-swap-preview-view'),
  },
  Pay: {
    tag: 'w3m-pay-view',
    load: () => import('../../views/w3m-pay-view/w3m-pay-view'),
  },
  OnRampProviders: ONRAMP_VIEW,
  OnRampTokenSelect: ONRAMP_VIEW,
  OnRampFiatSelect: ONRAMP_VIEW,
  BuyInProgress: ONRAMP_VIEW,
  SwitchAddress: {
    tag: 'w3m-switch-address-view',
    load: () => import('../../views/w3m-switch-address-view/w3m-switch-address-view'),
  },
  WhatIsANetwork: {
    tag: 'w3m-what-is-a-network-view',
    load: () => import('../../views/w3m-what-is-a-network-view/w3m-what-is-a-network-view'),
  },
};

/**
 * The optional panels of SPEC §2 and the feature flag each needs; a view whose flag is off is
 * never loaded (its code is not even requested).
 */
export const VIEW_FEATURES: Partial<Record<ViewName, FeatureName>> = {
  EmailLogin: 'email',
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  UpdateEmailWallet: 'email',
  UpdateEmailPrimaryOtp: 'email',
  UpdateEmailSecondaryOtp: 'email',
  UpgradeEmailWallet: 'email',
  ConnectSocials: 'socials',
  ConnectingSocial: 'socials',
  ConnectingFarcaster: 'socials',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  WalletSend: 'send',
  WalletSendSelectToken: 'send',
  WalletSendPreview: 'send',
  WalletReceive: 'receive',
  OnRampProviders: 'onramp',
  OnRampActivity: 'onramp',
  OnRampTokenSelect: 'onramp',
  OnRampFiatSelect: 'onramp',
  BuyInProgress: 'onramp',
  Transactions: 'history',
  Pay: 'pay',
};

/** Whether a feature flag is on (socials: a non-empty provider list). */
export function featureEnabled(features: Readonly<Features>, name: FeatureName): boolean {
  const value = features[name];
  return Array.isArray(value) ? value.length > 0 : value === true;
}

/** What the router can show for a view. */
export type ViewResolution = { kind: 'view'; entry: ViewEntry } | { kind: 'unavailable' };

/** The view's element, unless it is not built yet or its feature flag is off (then nothing loads). */
export function resolveView(view: ViewName, features: Readonly<Features>): ViewResolution {
  const feature = VIEW_FEATURES[view];
  const entry = VIEW_ENTRIES[view];
  if (!entry || (feature !== undefined && !featureEnabled(features, feature))) return { kind: 'unavailable' };
  return { kind: 'view', entry };
}

/**
 * Starts loading a view before it renders. Lazy build: every file of its bundle at once
 * (bundle-files.ts), where the runtime would fetch the entry, then its chunks; the Connect view's
 * files come with the open path. Custom-elements build: what the view loads on first use
 * (`firstUse`), while ensureElement imports the view's module.
 */
export function preloadViewFiles(entry: ViewEntry): void {
  if (!BUILD.lazyLoad) entry.firstUse?.();
  else if (entry !== CONNECT_VIEW) preloadBundleFiles(entry.tag);
}
