import { BaseError, isHex, type Hex, type TypedDataDefinition } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { invalidParams } from './errors';
import { describeIssues, TypedDataSchema } from './schemas';

/** A validated EIP-712 document. */
export type TypedDataDocument = {
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  domain: Record<string, unknown>;
  message: Record<string, unknown>;
};

/** Signs a personal_sign payload: hex is signed as raw bytes, anything else as UTF-8 text. */
export function signPersonalMessage(account: LocalAccount, data: string): Promise<Hex> {
  return account.signMessage({ message: isHex(data) ? { raw: data } : data });
}

/** Parses the typed-data argument of eth_signTypedData_v4 (a JSON string or an object); -32602 when malformed. */
export function parseTypedData(input: string | Record<string, unknown>): TypedDataDocument {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw invalidParams('eth_signTypedData_v4', 'params[1] is not valid JSON');
    }
  }
  const parsed = TypedDataSchema.safeParse(value);
  if (!parsed.success) throw invalidParams('eth_signTypedData_v4', describeIssues(parsed.error, 'params[1]'));
  if (!(parsed.data.primaryType in parsed.data.types)) {
    throw invalidParams(
      'eth_signTypedData_v4',
      `primaryType "${parsed.data.primaryType}" is not defined in types`,
    );
  }
  return parsed.data;
}

/** The domain's chainId as a number, undefined when absent, NaN when unreadable. */
export function domainChainId(domain: Record<string, unknown>): number | undefined {
  const raw = domain.chainId;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw);
  return Number.NaN;
}

/** Signs EIP-712 typed data; values viem refuses (a bad address, an out-of-range int) become -32602. */
export async function signTypedDocument(account: LocalAccount, document: TypedDataDocument): Promise<Hex> {
  try {
    return await account.signTypedData(document as unknown as TypedDataDefinition);
  } catch (error) {
    const reason =
      error instanceof BaseError
        ? error.shortMessage
        : error instanceof Error
          ? error.message
          : String(error);
    throw invalidParams('eth_signTypedData_v4', reason);
  }
}
