import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  hexToBigInt,
  isHex,
  parseUnits,
  type Client,
} from 'viem';
import { toUserMessage } from '../../chains/eip155/errors';
import type { EvmNetwork } from '../../chains/network-types';

/** The transfer whose network fee is estimated, in display units. */
export interface FeeEstimateRequest {
  from: string;
  to: string;
  amount: string;
  /** The token contract; absent for the native coin. */
  tokenAddress?: string;
  decimals: number;
}

async function hexAnswer(client: Client, method: string, params: unknown[]): Promise<bigint> {
  const answer: unknown = await client.request({ method, params } as never);
  if (!isHex(answer)) throw new Error(`${method} answered ${String(answer)}`);
  return hexToBigInt(answer);
}

/**
 * The network fee of a transfer in the native coin's display units (gas estimate × gas price).
 * Throws when the node refuses the estimate (e.g. insufficient funds, a revert), worded for users.
 */
export async function estimateTransferFee(
  client: Client,
  network: EvmNetwork,
  request: FeeEstimateRequest,
): Promise<string> {
  const value = parseUnits(request.amount, request.decimals);
  const transaction = request.tokenAddress
    ? {
        from: getAddress(request.from),
        to: getAddress(request.tokenAddress),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [getAddress(request.to), value],
        }),
      }
    : { from: getAddress(request.from), to: getAddress(request.to), value: `0x${value.toString(16)}` };
  try {
    const [gas, price] = await Promise.all([
      hexAnswer(client, 'eth_estimateGas', [transaction]),
      hexAnswer(client, 'eth_gasPrice', []),
    ]);
    return formatUnits(gas * price, network.nativeCurrency.decimals);
  } catch (error) {
    // The node's reason in words a user can act on (insufficient funds, reverted, …).
    throw new Error(toUserMessage(error).message, { cause: error });
  }
}
