import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hexToBigInt,
  isHex,
  numberToHex,
  type Client,
} from 'viem';
import { system } from '../../locales/en/system';
import { isNativeToken, SwapError, type SwapTokenRef, type SwapTransaction } from '../../stores/swap-types';

type Address = `0x${string}`;

/** What the node or a router says when the output fell under `amountOutMin` (Uniswap V2 and its forks). */
const OUTPUT_TOO_LOW = /INSUFFICIENT_OUTPUT_AMOUNT|Too little received|amountOutMin/i;
const NO_FUNDS = /insufficient funds|exceeds balance|TRANSFER_FROM_FAILED/i;

/** The account's balance of a token (the native coin included), in base units. */
export async function readTokenBalance(
  client: Client,
  token: SwapTokenRef,
  account: Address,
): Promise<bigint> {
  if (isNativeToken(token)) {
    const answer: unknown = await client.request({ method: 'eth_getBalance', params: [account, 'latest'] });
    if (!isHex(answer)) throw new Error(`eth_getBalance answered ${String(answer)}`);
    return hexToBigInt(answer);
  }
  return readErc20(client, token.address, 'balanceOf', [getAddress(account)]);
}

/** How much `spender` may move of the owner's `token`. */
export function readAllowance(
  client: Client,
  token: SwapTokenRef,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return readErc20(client, token.address, 'allowance', [getAddress(owner), getAddress(spender)]);
}

async function readErc20(
  client: Client,
  token: Address,
  functionName: 'balanceOf' | 'allowance',
  args: readonly [Address] | readonly [Address, Address],
): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never);
  const answer: unknown = await client.request({
    method: 'eth_call',
    params: [{ to: token, data }, 'latest'],
  });
  if (!isHex(answer)) throw new Error(`${functionName} answered ${String(answer)}`);
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: answer }) as bigint;
}

/** The approval of exactly `amount` for the spender (never an unlimited one). */
export function approvalTransaction(token: SwapTokenRef, spender: Address, amount: bigint): SwapTransaction {
  return {
    to: getAddress(token.address),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [getAddress(spender), amount] }),
  };
}

/**
 * Runs the swap as an eth_call from the account before the wallet is asked: a revert the node
 * predicts (the price moved beyond the slippage, no funds) becomes a {@link SwapError} and
 * nothing is sent.
 */
export async function simulateSwap(
  client: Client,
  account: Address,
  transaction: SwapTransaction,
): Promise<void> {
  try {
    await client.request({
      method: 'eth_call',
      params: [
        { from: account, to: transaction.to, data: transaction.data, value: numberToHex(transaction.value) },
        'latest',
      ],
    });
  } catch (error) {
    throw classifySwapFailure(error);
  }
}

/** Every message in an error and its causes (viem nests the node's reason). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    if (typeof current === 'object') {
      const record = current as {
        message?: unknown;
        details?: unknown;
        shortMessage?: unknown;
        cause?: unknown;
      };
      for (const value of [record.message, record.details, record.shortMessage]) {
        if (typeof value === 'string') parts.push(value);
      }
      current = record.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' | ');
}

/**
 * Words a failed swap for users: a rejection in the wallet, the price moving beyond the slippage
 * (predicted by the node; a revert after broadcast is replayed first, see revert-reason.ts), too
 * few funds; anything else keeps its message.
 */
export function classifySwapFailure(error: unknown, symbol = ''): SwapError {
  if (error instanceof SwapError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  const text = messagesOf(error);
  if (code === 4001 || /user rejected|user denied|rejected the request/i.test(text)) {
    return new SwapError('rejected', 'You rejected the swap in your wallet', { cause: error });
  }
  if (OUTPUT_TOO_LOW.test(text)) {
    return new SwapError('price-moved', 'The price moved beyond the allowed slippage', { cause: error });
  }
  if (NO_FUNDS.test(text)) {
    return new SwapError(
      'insufficient-balance',
      symbol ? `Insufficient ${symbol} balance` : 'Insufficient balance',
      {
        cause: error,
      },
    );
  }
  return new SwapError('failed', text || system.unknownError, { cause: error });
}
