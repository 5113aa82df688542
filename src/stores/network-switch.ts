import type { CaipNetwork } from '../chains/network-schema';
import { requireNamespaceClient } from '../chains/namespace-client';
import { getAccount } from './account';
import { showAlert } from './alerts';
import { $chain, findNetwork, getActiveNamespace, setActiveNetwork } from './chain';
import { setConnectorType } from './account-connection';

// Apart from chain.ts so the first paint (which reads the chain store) does not carry the switch
// rules: createAppKit loads this module when the host switches, the Networks view imports it.

/**
 * SPEC §4 network switch. Same namespace with an address: the namespace client switches.
 * Otherwise, connected through the auth connector: reconnect on the new namespace, falling back
 * to a client switch. Through WalletConnect: set the network and sync the account. Else: set the
 * network and sync the account if there is one. A network missing from the list raises the
 * 'Network Not Found' alert and rejects.
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const known = findNetwork(network.caipNetworkId);
  if (!known) {
    showAlert('NETWORK_NOT_FOUND');
    throw new Error(`Network Not Found: ${network.caipNetworkId} is not in the networks list`);
  }
  const target = known.chainNamespace;
  const active = getActiveNamespace();
  const address = getAccount(target).address;
  if (address && target === active) {
    await requireNamespaceClient(target).switchNetwork(known);
    setActiveNetwork(known);
    return;
  }
  const connectorType = active ? $chain.get().byNamespace[active]?.connectorType : undefined;
  if (connectorType === 'AUTH' || connectorType === 'ID_AUTH') {
    const client = requireNamespaceClient(target);
    try {
      await client.connect({ connectorId: connectorType, network: known });
    } catch {
      await client.switchNetwork(known);
    }
    setConnectorType(target, connectorType);
    setActiveNetwork(known);
    return;
  }
  if (connectorType === 'WALLET_CONNECT') {
    const client = requireNamespaceClient(target);
    setActiveNetwork(known);
    await client.syncAccount(known);
    return;
  }
  const client = address ? requireNamespaceClient(target) : undefined;
  setActiveNetwork(known);
  await client?.syncAccount(known);
}
