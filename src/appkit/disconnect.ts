import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/constants';
import { requireNamespaceClient } from '../chains/namespace-client';
import { getAccount, resetAccount } from '../stores/account';
import { setConnectorType } from '../stores/account-connection';
import { emitEvent } from '../stores/events';
import { readStored, writeStored } from '../stores/storage-io';
import { clearOnDisconnect } from '../stores/storage-rules';

/**
 * Disconnects one namespace, or every connected one. Each goes through its namespace client
 * (rejecting, naming the namespace, when that client is not loaded); then its account is reset
 * and the stored session data cleared (SPEC §4).
 */
export async function disconnectNamespaces(namespaces: readonly ChainNamespace[] | undefined): Promise<void> {
  const targets = (namespaces ?? CHAIN_NAMESPACES).filter((ns) => getAccount(ns).caipAddress !== undefined);
  if (targets.length === 0) return;
  const clients = targets.map((ns) => requireNamespaceClient(ns));
  await Promise.all(clients.map((client) => client.disconnect()));
  for (const namespace of targets) {
    resetAccount(namespace);
    setConnectorType(namespace, undefined);
  }
  const remaining = readStored('connectedNamespaces').filter((ns) => !targets.includes(ns));
  writeStored('connectedNamespaces', remaining);
  const ids = { ...readStored('connectedConnectorIds') };
  for (const namespace of targets) delete ids[namespace];
  writeStored('connectedConnectorIds', ids);
  if (remaining.length === 0) writeStored('connectionStatus', 'disconnected');
  clearOnDisconnect();
  emitEvent({ event: 'DISCONNECT_SUCCESS' });
}
