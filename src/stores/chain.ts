import { computed, map } from 'nanostores';
import type { CaipAddress, CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/constants';
import type { CaipNetwork } from '../chains/network-schema';
import { getAccount, patchAccount } from './account';
import type { ConnectorType } from './connector-types';
import { readStored, writeStored } from './storage-io-first-paint';

/** What the chain store keeps per namespace. */
export interface NamespaceChainState {
  /** The last network used in this namespace (to come back to when the namespace is re-activated). */
  lastNetwork?: CaipNetwork;
  /** The kind of connector the namespace is connected through. */
  connectorType?: ConnectorType;
}

/** Networks and the active one. */
export interface ChainState {
  activeNamespace: ChainNamespace | undefined;
  activeNetwork: CaipNetwork | undefined;
  networks: CaipNetwork[];
  /** Networks the connected wallet says it supports. */
  approvedNetworkIds: CaipNetworkId[];
  byNamespace: Partial<Record<ChainNamespace, NamespaceChainState>>;
}

/** The chain store. */
export const $chain = map<ChainState>({
  activeNamespace: undefined,
  activeNetwork: undefined,
  networks: [],
  approvedNetworkIds: [],
  byNamespace: {},
});

/** The active network. */
export const $activeNetwork = computed($chain, (state) => state.activeNetwork);

/** The namespaces that have at least one configured network, in first-seen order. */
export const $namespaces = computed($chain, (state) => namespacesOf(state.networks));

function namespacesOf(networks: readonly CaipNetwork[]): ChainNamespace[] {
  return [...new Set(networks.map((network) => network.chainNamespace))];
}

/** The active network, if any. */
export function getActiveNetwork(): CaipNetwork | undefined {
  return $chain.get().activeNetwork;
}

/** The active namespace, if any. */
export function getActiveNamespace(): ChainNamespace | undefined {
  return $chain.get().activeNamespace;
}

/** The connected CAIP-10 address of the active namespace, if connected. */
export function getActiveCaipAddress(): CaipAddress | undefined {
  const namespace = getActiveNamespace();
  return namespace ? getAccount(namespace).caipAddress : undefined;
}

/** Finds a configured network by CAIP id. */
export function findNetwork(caipNetworkId: string): CaipNetwork | undefined {
  return $chain.get().networks.find((network) => network.caipNetworkId === caipNetworkId);
}

/** Replaces the configured networks. */
export function setNetworks(networks: readonly CaipNetwork[]): void {
  $chain.setKey('networks', [...networks]);
}

/**
 * The network to start on: the host's `defaultNetwork`, else the stored last network if it is
 * still configured, else the first configured network (AppKit's order). When a connected session
 * is being restored (`resume`), its stored network comes first: the session was on it.
 */
export function pickInitialNetwork(
  preferred: CaipNetwork | undefined,
  useStored = true,
  resume = false,
): CaipNetwork | undefined {
  const storedId = useStored ? readStored('activeCaipNetworkId') : undefined;
  const stored = storedId ? findNetwork(storedId) : undefined;
  const host = preferred ? findNetwork(preferred.caipNetworkId) : undefined;
  return (resume ? (stored ?? host) : (host ?? stored)) ?? $chain.get().networks[0];
}

/**
 * Makes a network (and its namespace) active and (unless `persist` is false) stores it. A
 * balance read on another network is dropped at once: it never shows beside the new network.
 */
export function setActiveNetwork(network: CaipNetwork, persist = true): void {
  const state = $chain.get();
  const namespace = network.chainNamespace;
  const changed = state.activeNetwork?.caipNetworkId !== network.caipNetworkId;
  $chain.set({
    ...state,
    activeNetwork: network,
    activeNamespace: namespace,
    byNamespace: {
      ...state.byNamespace,
      [namespace]: { ...state.byNamespace[namespace], lastNetwork: network },
    },
  });
  if (changed && getAccount(namespace).balance !== undefined)
    patchAccount(namespace, { balance: undefined, balanceSymbol: undefined, balanceStatus: 'ready' });
  if (!persist) return;
  writeStored('activeCaipNetworkId', network.caipNetworkId);
  writeStored('activeNamespace', namespace);
}

/** Makes a namespace active, on its last network or its first configured one. */
export function setActiveNamespace(namespace: ChainNamespace): void {
  const state = $chain.get();
  const network =
    state.byNamespace[namespace]?.lastNetwork ??
    state.networks.find((item) => item.chainNamespace === namespace);
  if (network) {
    setActiveNetwork(network);
    return;
  }
  $chain.setKey('activeNamespace', namespace);
  writeStored('activeNamespace', namespace);
}

/** Records the networks the connected wallet supports. */
export function setApprovedNetworks(ids: readonly CaipNetworkId[]): void {
  $chain.setKey('approvedNetworkIds', [...ids]);
}
