import { array, fits, object, optional, plainObject, string, type Check } from '../chains/checks';
import { isCaipNetworkId } from '../chains/caip';
import type { SIWXSession } from './types';

const LOOSE = false;
const text = string();
const optionalText = optional(string());

const dataCheck = object(
  {
    chainId: string(1),
    accountAddress: string(1),
    domain: string(1),
    uri: string(1),
    version: string(1),
    nonce: string(1),
    statement: optionalText,
    issuedAt: optionalText,
    expirationTime: optionalText,
    notBefore: optionalText,
    requestId: optionalText,
    resources: optional(array(string())),
  },
  LOOSE,
);

const sessionCheck = object(
  { data: dataCheck, message: text, signature: text, cacao: optional(plainObject()) },
  LOOSE,
);

/** Whether a value has the shape of a session (stored values and host input are checked with it). */
export function isSession(value: unknown): value is SIWXSession {
  return fits(sessionCheck, value) && isCaipNetworkId((value as SIWXSession).data.chainId);
}

/** The sessions of a list; anything else in it is dropped. */
export const sessionList: Check<SIWXSession[]> = array(sessionCheck) as Check<SIWXSession[]>;

/** Whether a session belongs to an address (case-insensitive for eip155 hex) on a network. */
export function sessionMatches(session: SIWXSession, chainId: string, address: string): boolean {
  return (
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
  );
}
