import { CHAIN_NAMESPACES, type ChainNamespace } from './constants';

/** A CAIP-2 network id such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** A CAIP-10 chain address such as `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace;
  chainId: string;
}

/** The parts of a CAIP-10 chain address. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string;
}

// CAIP-2 reference charset; keeps stray separators and whitespace out of network ids.
const REFERENCE = /^[-_a-zA-Z0-9]{1,64}$/;

/** Whether a string is one of the known chain namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** Splits `namespace:reference`; throws when the id is malformed or the namespace unknown. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === 'string' ? id.split(':') : [];
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference || !REFERENCE.test(reference)) {
    throw new Error(`Invalid CAIP network id "${String(id)}"`);
  }
  return { chainNamespace: namespace, chainId: reference };
}

/** Whether `id` is a well-formed CAIP-2 network id with a known namespace. */
export function isCaipNetworkId(id: unknown): id is CaipNetworkId {
  if (typeof id !== 'string') return false;
  try {
    parseCaipNetworkId(id);
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits `namespace:chainId:address` (SPEC §5: exactly three non-empty colon-separated parts
 * with a known namespace); throws otherwise.
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : [];
  const [namespace, chainId, address] = parts;
  if (parts.length !== 3 || !isChainNamespace(namespace) || !chainId || !address) {
    throw new Error(`Invalid CAIP address "${String(caipAddress)}"`);
  }
  return { chainNamespace: namespace, chainId, address };
}

/** Whether `value` is a well-formed CAIP-10 chain address with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  try {
    parseCaipAddress(value);
    return true;
  } catch {
    return false;
  }
}
