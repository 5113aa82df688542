import type { ChainNamespace } from '../chains/constants';
import { readStored } from './storage-io-first-paint';

// Apart from connection.ts: createAppKit's reconnect needs only this read on the first load.

/**
 * The connector a namespace was connected through at the last visit, when the stored status says
 * connected and the namespace is among the connected ones; undefined for missing or corrupt values.
 */
export function storedConnectorId(namespace: ChainNamespace): string | undefined {
  if (readStored('connectionStatus') !== 'connected') return undefined;
  if (!readStored('connectedNamespaces').includes(namespace)) return undefined;
  const id = readStored('connectedConnectorIds')[namespace];
  return id === '' ? undefined : id;
}
