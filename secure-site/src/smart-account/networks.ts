import { z } from 'zod';

/** ERC-4337 on one chain: where user operations go and which contracts make the accounts. */
export interface SmartAccountNetwork {
  chainId: number;
  /** The bundler's JSON-RPC URL (eth_sendUserOperation, eth_estimateUserOperationGas, …). */
  bundlerUrl: string;
  /** Optional ERC-7677 paymaster service that sponsors the operations. */
  paymasterUrl?: string;
  /** EntryPoint v0.7. */
  entryPoint: `0x${string}`;
  /** A SimpleAccountFactory-shaped factory (createAccount(owner, salt), getAddress(owner, salt)). */
  accountFactory: `0x${string}`;
}

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')
  .transform((value) => value as `0x${string}`);
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s):// URL' });

const NetworksSchema = z.array(
  z.strictObject({
    chainId: z.number().int().positive(),
    bundlerUrl: httpUrl,
    paymasterUrl: httpUrl.optional(),
    entryPoint: address,
    accountFactory: address,
  }),
);

/**
 * Parses W3M_SMART_ACCOUNTS: a JSON array of { chainId, bundlerUrl, entryPoint, accountFactory,
 * paymasterUrl? }. Empty or unset means no smart accounts; anything malformed throws a clear error.
 */
export function parseSmartAccountNetworks(text: string | undefined): Map<number, SmartAccountNetwork> {
  const networks = new Map<number, SmartAccountNetwork>();
  if (!text?.trim()) return networks;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(
      'W3M_SMART_ACCOUNTS is not JSON: expected [{ chainId, bundlerUrl, entryPoint, accountFactory }]',
    );
  }
  const parsed = NetworksSchema.safeParse(value);
  if (!parsed.success) throw new Error(`W3M_SMART_ACCOUNTS is invalid:\n${z.prettifyError(parsed.error)}`);
  for (const network of parsed.data) {
    if (networks.has(network.chainId))
      throw new Error(`W3M_SMART_ACCOUNTS lists chain ${network.chainId} twice`);
    networks.set(network.chainId, network);
  }
  return networks;
}
