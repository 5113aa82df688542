import type { ChainNamespace } from './constants';

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
// Base58 alphabet: no 0, O, I or l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * SPEC §5: an eip155 address is 40 hex digits with an optional 0x prefix; a solana address is
 * base58 of 32 to 44 characters; addresses of other namespaces are never valid.
 */
export function isValidAddress(address: unknown, namespace: ChainNamespace | string | undefined): boolean {
  if (typeof address !== 'string') return false;
  if (namespace === 'eip155') return EVM_ADDRESS.test(address);
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address);
  return false;
}
