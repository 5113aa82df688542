import { isAddress, isHex, type Address, type Hex } from 'viem';
import { ApiError } from '../errors';

/** One call of a user operation. */
export interface Call {
  to: Address;
  data?: Hex;
  value?: bigint;
}

/** The most calls one operation carries (a bound on what one approval covers). */
export const MAX_CALLS = 32;

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * Validates calls (SPEC §5: `to` starts with 0x and is an address, optional `data` starts with 0x,
 * optional `value` a hex quantity); anything else is a 400 naming the call.
 */
export function parseCalls(value: unknown, method: string): Call[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CALLS)
    throw new ApiError(400, `${method} needs 1 to ${MAX_CALLS} calls`);
  return value.map((raw: unknown, index): Call => {
    const call = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof call.to !== 'string' || !call.to.startsWith('0x') || !isAddress(call.to))
      throw new ApiError(400, `${method} call ${index}: to must be an address starting with 0x`);
    if (
      call.data !== undefined &&
      (typeof call.data !== 'string' || !call.data.startsWith('0x') || !isHex(call.data))
    )
      throw new ApiError(400, `${method} call ${index}: data must be hex starting with 0x`);
    if (call.value !== undefined && (typeof call.value !== 'string' || !HEX_QUANTITY.test(call.value)))
      throw new ApiError(400, `${method} call ${index}: value must be a 0x hex quantity`);
    return {
      to: call.to,
      ...(call.data === undefined ? {} : { data: call.data as Hex }),
      ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
    };
  });
}

const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const;

/**
 * eth_sendUserOperation's operation from the app: `sender` must be this account and `callData`
 * hex; given gas fields are kept, missing ones come from the bundler. The signature is always ours.
 */
export function parseUserOperationFields(value: unknown, sender: Address) {
  if (typeof value !== 'object' || value === null)
    throw new ApiError(400, 'eth_sendUserOperation needs [userOperation, entryPoint]');
  const op = value as Record<string, unknown>;
  if (typeof op.sender !== 'string' || op.sender.toLowerCase() !== sender.toLowerCase())
    throw new ApiError(400, 'The user operation names a sender that is not this smart account');
  if (typeof op.callData !== 'string' || !isHex(op.callData))
    throw new ApiError(400, 'The user operation needs callData (0x hex)');
  const gas: Partial<Record<(typeof GAS_FIELDS)[number], bigint>> = {};
  for (const field of GAS_FIELDS) {
    const raw = op[field];
    if (raw === undefined) continue;
    if (typeof raw !== 'string' || !HEX_QUANTITY.test(raw))
      throw new ApiError(400, `The user operation's ${field} must be a 0x hex quantity`);
    gas[field] = BigInt(raw);
  }
  return { callData: op.callData, ...gas };
}
