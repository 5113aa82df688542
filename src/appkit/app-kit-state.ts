import { computed } from 'nanostores';
import type { CaipAddress } from '../chains/caip';
import type { ChainNamespace } from '../chains/constants';
import type { CaipNetwork } from '../chains/network-schema';
import {
  $accounts,
  $preferredAccountTypes,
  type AccountEntry,
  type AccountStatus,
  type AccountState,
} from '../stores/account';
import { $activeNetwork, $chain } from '../stores/chain';
import { $initialized } from '../stores/lifecycle';
import { $modal } from '../stores/modal';
import type { ThemeMode, ThemeVariables } from '../stores/theme';
import { toEmbeddedWalletInfo, type EmbeddedWalletInfo } from './embedded-wallet-info';

export type { EmbeddedWalletInfo } from './embedded-wallet-info';

/** What getState() reports (AppKit-compatible). */
export interface PublicState {
  open: boolean;
  selectedNetworkId: string | undefined;
  activeChain: ChainNamespace | undefined;
  loading: boolean;
  initialized: boolean;
}

/** What getAccount() reports for one namespace. */
export interface PublicAccount {
  namespace: ChainNamespace;
  allAccounts: AccountEntry[];
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  isConnected: boolean;
  status: AccountStatus;
  /** The email or social login behind the account, when it is the embedded wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

/** What subscribeNetwork() reports. */
export interface PublicNetwork {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: string | undefined;
}

/** What subscribeTheme() reports. */
export interface PublicTheme {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

/** The public state, derived from the stores. */
export const $publicState = computed(
  [$modal, $chain, $accounts, $initialized],
  (modal, chain, accounts, initialized) => {
    const state: PublicState = {
      open: modal.open,
      selectedNetworkId: chain.activeNetwork?.caipNetworkId,
      activeChain: chain.activeNamespace,
      loading: Object.values(accounts).some((account) => account.loading),
      initialized,
    };
    return state;
  },
);

/** The public account of a namespace. */
export function toPublicAccount(namespace: ChainNamespace, account: AccountState): PublicAccount {
  return {
    namespace,
    allAccounts: account.allAccounts,
    caipAddress: account.caipAddress,
    address: account.address,
    isConnected: account.caipAddress !== undefined,
    status: account.status,
    embeddedWalletInfo: toEmbeddedWalletInfo(namespace, account),
  };
}

/** The active namespace's public account (eip155 when no namespace is active). */
export const $publicAccount = computed([$chain, $accounts, $preferredAccountTypes], (chain, accounts) => {
  const namespace = chain.activeNamespace ?? 'eip155';
  return toPublicAccount(namespace, accounts[namespace]);
});

/** The active network in public form. */
export const $publicNetwork = computed($activeNetwork, (activeNetwork) => {
  const network: PublicNetwork = {
    caipNetwork: activeNetwork,
    chainId: activeNetwork?.id,
    caipNetworkId: activeNetwork?.caipNetworkId,
  };
  return network;
});
