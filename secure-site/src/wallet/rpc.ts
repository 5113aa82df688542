import { createWalletClient, defineChain, http, isAddress, isHex, type Hex } from 'viem';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { PERMISSION_METHODS, refusePermissions } from '../smart-account/permissions';
import { loadAccount } from './custody-store';
import { param, sameAddress, signRequest } from './sign-requests';

/** One wallet call from the frame, for the signed-in user. */
export interface WalletCall {
  method: string;
  params?: unknown;
  chainId: number;
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
  const signature = await signRequest(account, call.method, call.params, 'wallet');
  if (signature !== undefined) return signature;
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address];
    case 'eth_sendTransaction': {
      const tx = param(call.params, 0) as Record<string, unknown> | undefined;
      if (typeof tx !== 'object' || tx === null)
        throw new ApiError(400, 'eth_sendTransaction needs [transaction]');
      if (tx.from !== undefined) sameAddress(tx.from, account.address, 'wallet');
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
