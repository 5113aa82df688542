import { isAddress, isHex, type Hex, type SignableMessage, type TypedDataDefinition } from 'viem';
import { ApiError } from '../errors';

/** What signs for the user: their key (EOA) or their smart account. */
export interface RequestSigner {
  address: string;
  signMessage(args: { message: SignableMessage }): Promise<Hex>;
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>;
}

/** The `index`th positional parameter, if params is an array. */
export const param = (params: unknown, index: number): unknown =>
  Array.isArray(params) ? params[index] : undefined;

/** Refuses a request that names another address than the signer's (`who`: "wallet", "smart account"). */
export function sameAddress(claimed: unknown, address: string, who: string): void {
  if (typeof claimed !== 'string' || !isAddress(claimed) || claimed.toLowerCase() !== address.toLowerCase())
    throw new ApiError(400, `The request names an address that is not this ${who}`);
}

/**
 * personal_sign ([message, address]; hex is signed as bytes) and eth_signTypedData_v4 ([address,
 * typed data or its JSON]) for either kind of signer; undefined for any other method.
 */
export async function signRequest(
  signer: RequestSigner,
  method: string,
  params: unknown,
  who: string,
): Promise<Hex | undefined> {
  if (method === 'personal_sign') {
    const message = param(params, 0);
    sameAddress(param(params, 1), signer.address, who);
    if (typeof message !== 'string') throw new ApiError(400, 'personal_sign needs [message, address]');
    return signer.signMessage({ message: isHex(message) ? { raw: message } : message });
  }
  if (method !== 'eth_signTypedData_v4') return undefined;
  sameAddress(param(params, 0), signer.address, who);
  const raw = param(params, 1);
  let typed: TypedDataDefinition;
  try {
    typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition;
  } catch {
    throw new ApiError(400, 'eth_signTypedData_v4 needs [address, typed data JSON]');
  }
  if (typeof typed !== 'object' || typed === null)
    throw new ApiError(400, 'eth_signTypedData_v4 needs typed data');
  // viem derives the domain type itself and refuses an explicit EIP712Domain.
  const { EIP712Domain: _domain, ...types } = (typed.types ?? {}) as Record<string, unknown>;
  return signer.signTypedData({ ...typed, types } as TypedDataDefinition);
}
