import type { CaipNetwork, CaipNetworkId } from '../../../chains/network-types';

/** How one configured network is shown in a network list. */
export interface NetworkRow {
  network: CaipNetwork;
  /** The active network. */
  selected: boolean;
  /** Not clickable: switching is off, the namespace can't switch, or another switch runs. */
  disabled: boolean;
  /** The connected wallet said it does not support this network. */
  unsupported: boolean;
  /** A switch to this network is running. */
  switching: boolean;
}

/** What decides the rows' state. */
export interface NetworkRowsInput {
  networks: readonly CaipNetwork[];
  activeNetworkId: CaipNetworkId | undefined;
  /** Networks the connected wallet approved; empty when it did not say. */
  approvedNetworkIds: readonly CaipNetworkId[];
  /** The host's `enableNetworkSwitch` option. */
  switchEnabled: boolean;
  /** Whether the namespace client of a network's namespace can switch to it. */
  canSwitch: (network: CaipNetwork) => boolean;
  /** The network a running switch goes to, if any. */
  switchingId: CaipNetworkId | undefined;
}

/** The networks whose name, CAIP id or chain id contains the query (case-insensitive); all for a blank query. */
export function filterNetworks(networks: readonly CaipNetwork[], query: string): CaipNetwork[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...networks];
  return networks.filter((network) =>
    [network.name, network.caipNetworkId, String(network.id)].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** One row per network, in the given order, with its selected / disabled / unsupported / switching state. */
export function networkRows(input: NetworkRowsInput): NetworkRow[] {
  const approved = new Set(input.approvedNetworkIds);
  return input.networks.map((network) => {
    const switching = input.switchingId === network.caipNetworkId;
    const otherSwitchRunning = input.switchingId !== undefined && !switching;
    return {
      network,
      selected: network.caipNetworkId === input.activeNetworkId,
      disabled: !input.switchEnabled || otherSwitchRunning || !input.canSwitch(network),
      unsupported: approved.size > 0 && !approved.has(network.caipNetworkId),
      switching,
    };
  });
}
