import { createPublicClient, defineChain, http, type Chain, type PublicClient, type Transport } from 'viem';
import {
  createBundlerClient,
  createPaymasterClient,
  type BundlerClient,
  type SmartAccount,
} from 'viem/account-abstraction';
import { z } from 'zod';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { loadAccount } from '../wallet/custody-store';
import { toEmbeddedSmartAccount } from './account';
import type { SmartAccountNetwork } from './networks';

/** One user's smart account on one chain, with the clients that read and send for it. */
export interface SmartAccountSession {
  network: SmartAccountNetwork;
  account: SmartAccount;
  publicClient: PublicClient<Transport, Chain>;
  bundler: BundlerClient<Transport, Chain, SmartAccount>;
}

const GasPrice = z.object({ maxFeePerGas: z.string(), maxPriorityFeePerGas: z.string() });
const GasPrices = z.object({ standard: GasPrice, fast: GasPrice });

/** The network's smart-account settings, or a clear 400 when the chain offers none. */
export function smartAccountNetwork(ctx: SiteContext, chainId: number): SmartAccountNetwork {
  const network = ctx.smartAccounts.get(chainId);
  if (!network) throw new ApiError(400, `Smart accounts are not available on chain ${chainId}`);
  return network;
}

/**
 * Builds the user's smart account on `chainId` and a bundler client for it. Gas limits come from
 * the bundler's eth_estimateUserOperationGas and fees from its pimlico_getUserOperationGasPrice
 * ("fast"), so an operation always meets the bundler's own price floor. The bundler transport never
 * retries: a send either reaches it once or fails, so no operation is signed or sent twice.
 */
export async function smartAccountSession(
  ctx: SiteContext,
  userId: string,
  chainId: number,
): Promise<SmartAccountSession> {
  const network = smartAccountNetwork(ctx, chainId);
  const rpcUrl = ctx.rpcUrls.get(chainId);
  if (!rpcUrl) throw new ApiError(400, `No RPC endpoint is configured for chain ${chainId}`);
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 250 });
  const owner = await loadAccount(ctx, userId);
  const account = await toEmbeddedSmartAccount(publicClient, owner, network).catch((error: unknown) => {
    throw new ApiError(502, `Could not read the smart account from chain ${chainId}: ${describe(error)}`);
  });
  const bundler = createBundlerClient({
    account,
    client: publicClient,
    chain,
    pollingInterval: 250,
    transport: http(network.bundlerUrl, { retryCount: 0, timeout: 20_000 }),
    ...(network.paymasterUrl
      ? { paymaster: createPaymasterClient({ transport: http(network.paymasterUrl, { retryCount: 0 }) }) }
      : {}),
    userOperation: {
      async estimateFeesPerGas({ bundlerClient }) {
        const prices = GasPrices.parse(
          await bundlerClient.request({ method: 'pimlico_getUserOperationGasPrice' } as never),
        );
        return {
          maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
        };
      },
    },
  });
  return { network, account, publicClient, bundler };
}

/** A short, readable reason from a viem error (its first line), never a stack. */
export function describe(error: unknown): string {
  const text =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error);
  return text.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}
