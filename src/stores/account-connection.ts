import { parseCaipAddress, type CaipAddress } from '../chains/caip';
import type { ChainNamespace } from '../chains/constants';
import { $preferredAccountTypes, patchAccount } from './account';
import { $chain, getActiveNamespace } from './chain';
import type { ConnectorType } from './connector-types';
import type { AccountType } from './options';
import { writeStored } from './storage-io-first-paint';

// What connectors, disconnects and account-type switches write into the account and chain
// stores. Only code that runs after a click needs these, so they live apart from account.ts and
// chain.ts, whose other exports the first paint imports.

/**
 * Sets (or clears) the connected CAIP-10 address; the plain address follows. Throws on a
 * malformed address or one of another namespace.
 */
export function setCaipAddress(namespace: ChainNamespace, caipAddress: string | undefined): void {
  if (caipAddress === undefined) {
    patchAccount(namespace, { caipAddress: undefined, address: undefined });
    return;
  }
  const parsed = parseCaipAddress(caipAddress);
  if (parsed.chainNamespace !== namespace) {
    throw new Error(`Address ${caipAddress} does not belong to namespace "${namespace}"`);
  }
  patchAccount(namespace, { caipAddress: caipAddress as CaipAddress, address: parsed.address });
}

/** Sets and stores the preferred account type of a namespace. */
export function setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void {
  $preferredAccountTypes.setKey(namespace, type);
  writeStored('preferredAccountTypes', { ...$preferredAccountTypes.get() });
}

/** Whether the active account is an eip155 smart account. */
export function isSmartAccountActive(): boolean {
  return getActiveNamespace() === 'eip155' && $preferredAccountTypes.get().eip155 === 'smartAccount';
}

/** Records (or with undefined, forgets) the kind of connector a namespace is connected through. */
export function setConnectorType(namespace: ChainNamespace, connectorType: ConnectorType | undefined): void {
  const state = $chain.get();
  $chain.setKey('byNamespace', {
    ...state.byNamespace,
    [namespace]: { ...state.byNamespace[namespace], connectorType },
  });
}
