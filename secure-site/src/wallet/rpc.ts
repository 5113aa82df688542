import {
  createWalletClient,
  defineChain,
  http,
  isAddress,
  isHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { PERMISSION_METHODS, refusePermissions } from '../smart-account/permissions';
import { loadAccount } from './custody-store';

/** One wallet call from the frame, for the signed-in user. */
export interface WalletCall {
  method: string;
  params?: unknown;
  chainId: number;
}

const param = (params: unknown, index: number): unknown =>
  Array.isArray(params) ? params[index] : undefined;

function sameAddress(claimed: unknown, address: string): void {
  if (typeof claimed !== 'string' || !isAddress(claimed) || claimed.toLowerCase() !== address.toLowerCase())
    throw new ApiError(400, 'The request names an address that is not this wallet');
}

const bigintOf = (value: unknown, name: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isHex(value))
    throw new ApiError(400, `${name} must be a 0x hex quantity`);
  return BigInt(value);
};

/**
 * Answers the embedded wallet's signing methods with the user's key: personal_sign,
 * eth_signTypedData_v4 and eth_sendTransaction (signed here, broadcast to the chain's RPC).
 * The caller has already checked the session; approval of unsafe calls happens in the frame.
 */
export async function walletRpc(ctx: SiteContext, userId: string, call: WalletCall): Promise<unknown> {
  if (PERMISSION_METHODS.has(call.method)) refusePermissions();
  const account = await loadAccount(ctx, userId);
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address];
    case 'personal_sign': {
      const message = param(call.params, 0);
      sameAddress(param(call.params, 1), account.address);
      if (typeof message !== 'string') throw new ApiError(400, 'personal_sign needs [message, address]');
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      sameAddress(param(call.params, 0), account.address);
      const raw = param(call.params, 1);
      let typed: TypedDataDefinition;
      try {
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition;
      } catch {
        throw new ApiError(400, 'eth_signTypedData_v4 needs [address, typed data JSON]');
      }
      if (typeof typed !== 'object' || typed === null)
        throw new ApiError(400, 'eth_signTypedData_v4 needs typed data');
      const { EIP712Domain: _domain, ...types } = (typed.types ?? {}) as Record<string, unknown>;
      return account.signTypedData({ ...typed, types } as TypedDataDefinition);
    }
    case 'eth_sendTransaction': {
      const tx = param(call.params, 0) as Record<string, unknown> | undefined;
      if (typeof tx !== 'object' || tx === null)
        throw new ApiError(400, 'eth_sendTransaction needs [transaction]');
      if (tx.from !== undefined) sameAddress(tx.from, account.address);
      if (tx.to !== undefined && (typeof tx.to !== 'string' || !isAddress(tx.to)))
        throw new ApiError(400, 'to must be an address');
      if (tx.data !== undefined && (typeof tx.data !== 'string' || !isHex(tx.data)))
        throw new ApiError(400, 'data must be 0x hex');
      const rpcUrl = ctx.rpcUrls.get(call.chainId);
      if (!rpcUrl) throw new ApiError(400, `No RPC endpoint is configured for chain ${call.chainId}`);
      const chain = defineChain({
        id: call.chainId,
        name: `Chain ${call.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      });
      const client = createWalletClient({ account, chain, transport: http(rpcUrl) });
      return client.sendTransaction({
        to: tx.to as Hex | undefined,
        data: tx.data as Hex | undefined,
        value: bigintOf(tx.value, 'value'),
        gas: bigintOf(tx.gas, 'gas'),
        nonce: tx.nonce === undefined ? undefined : Number(bigintOf(tx.nonce, 'nonce')),
      } as Parameters<typeof client.sendTransaction>[0]);
    }
    default:
      throw new ApiError(400, `The embedded wallet does not answer ${call.method.slice(0, 64)}`);
  }
}
