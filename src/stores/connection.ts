import { map } from 'nanostores';
import type { ChainNamespace } from '../chains/constants';
import { readStored, writeStored } from './storage-io';

export { storedConnectorId } from './stored-connection';

/** Where the current connect attempt stands (UI-CONTRACT `$connection`). */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'error';

/** The connect attempt the ConnectingExternal view shows. */
export interface ConnectionState {
  status: ConnectionStatus;
  connectorId?: string;
  /** A sentence the user can act on, set when status is 'error'. */
  error?: string;
}

/** The current (or last) connect attempt. */
export const $connection = map<ConnectionState>({ status: 'idle' });

/** Marks a connect attempt through `connectorId` as started. */
export function startConnecting(connectorId: string): void {
  $connection.set({ status: 'connecting', connectorId });
}

/** Marks the attempt through `connectorId` as successful. */
export function markConnected(connectorId: string): void {
  $connection.set({ status: 'connected', connectorId });
}

/** Marks the attempt through `connectorId` as failed with a user-facing message. */
export function markConnectionError(connectorId: string, error: string): void {
  $connection.set({ status: 'error', connectorId, error });
}

/** Forgets the attempt (back to idle). */
export function resetConnection(): void {
  $connection.set({ status: 'idle' });
}

/** Stores that `namespace` is connected through `connectorId` (for the reconnect on the next page load). */
export function rememberConnection(namespace: ChainNamespace, connectorId: string): void {
  const namespaces = readStored('connectedNamespaces');
  writeStored(
    'connectedNamespaces',
    namespaces.includes(namespace) ? namespaces : [...namespaces, namespace],
  );
  writeStored('connectedConnectorIds', { ...readStored('connectedConnectorIds'), [namespace]: connectorId });
  writeStored('connectionStatus', 'connected');
}

/** Drops a namespace from the stored connection (a wallet-side disconnect); the status follows. */
export function forgetConnection(namespace: ChainNamespace): void {
  const remaining = readStored('connectedNamespaces').filter((known) => known !== namespace);
  writeStored('connectedNamespaces', remaining);
  const ids = { ...readStored('connectedConnectorIds') };
  delete ids[namespace];
  writeStored('connectedConnectorIds', ids);
  if (remaining.length === 0) writeStored('connectionStatus', 'disconnected');
}
