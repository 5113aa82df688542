import { getNamespaceClient } from '../../../chains/namespace-client';
import type { CaipNetwork } from '../../../chains/network-types';
import { getAccount } from '../../../stores/account';
import { switchNetwork } from '../../../stores/network-switch';
import { showError } from '../../../stores/snackbar';

/**
 * Whether a switch to `network` can run: a namespace with a connected address switches through
 * its namespace client, so that client must be loaded; an unconnected namespace just changes
 * the active network.
 */
export function canSwitchTo(network: CaipNetwork): boolean {
  const namespace = network.chainNamespace;
  return getAccount(namespace).address === undefined || getNamespaceClient(namespace) !== undefined;
}

/** Switches to `network` (SPEC §4); a failure is shown in the snackbar. Resolves whether it switched. */
export async function trySwitchNetwork(network: CaipNetwork): Promise<boolean> {
  try {
    await switchNetwork(network);
    return true;
  } catch (error) {
    showError(error);
    return false;
  }
}
