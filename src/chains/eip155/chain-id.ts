/** A chain id as the wallet RPC wants it: `0x`-prefixed lower-case hex. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/**
 * Reads a chain id a wallet reported (`0x7a69`, `31337` or a number); undefined when it is not a
 * positive safe integer.
 */
export function parseChainId(value: unknown): number | undefined {
  let parsed: number | undefined;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) parsed = Number.parseInt(value, 16);
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) parsed = Number.parseInt(value, 10);
  return parsed !== undefined && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}
