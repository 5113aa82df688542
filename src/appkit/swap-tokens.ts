import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, isHex, type Client } from 'viem';
import { createEvmClient } from '../chains/eip155/balance';
import { $options } from '../stores/options';
import type { SwapToken } from '../stores/swap';
import { orderSuggested } from '../stores/swap-search';
import { NATIVE_TOKEN_ADDRESS } from '../stores/swap-types';
import type { TokenBalance } from '../stores/cache';
import { loadBalances } from './account-data';
import { swapContext } from './swap-flow';

/** A balance row as a swap token (the native coin gets the SPEC §9 placeholder address). */
export function swapTokenFromBalance(balance: TokenBalance): SwapToken {
  return {
    address: (balance.address ? getAddress(balance.address) : NATIVE_TOKEN_ADDRESS) as `0x${string}`,
    decimals: Number(balance.quantity.decimals),
    symbol: balance.symbol,
    name: balance.name,
    balance: balance.quantity.numeric,
    ...(balance.iconUrl ? { logoUri: balance.iconUrl } : {}),
  };
}

async function readField<T>(
  client: Client,
  token: `0x${string}`,
  functionName: 'name' | 'symbol' | 'decimals',
): Promise<T> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName });
  const answer: unknown = await client.request({
    method: 'eth_call',
    params: [{ to: token, data }, 'latest'],
  });
  if (!isHex(answer) || answer === '0x')
    throw new Error(`${token} is not an ERC-20 token (no ${functionName})`);
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: answer }) as T;
}

/** Reads an ERC-20's name, symbol and decimals on the active network; throws when the address is no token. */
export async function lookupSwapToken(address: string): Promise<SwapToken> {
  const { network } = swapContext();
  const token = getAddress(address);
  const client = await createEvmClient(network, $options.get().customRpcUrls);
  const [name, symbol, decimals] = await Promise.all([
    readField<string>(client, token, 'name'),
    readField<string>(client, token, 'symbol'),
    readField<number>(client, token, 'decimals'),
  ]);
  return { address: token, name, symbol, decimals: Number(decimals) };
}

/** The token lists of SwapSelectToken: what the account holds, then the host's tokens for the network it does not hold. */
export async function loadSwapTokens(): Promise<{ held: SwapToken[]; suggested: SwapToken[] }> {
  const { network } = swapContext();
  const held = (await loadBalances()).map(swapTokenFromBalance);
  const configured = $options.get().tokens[network.caipNetworkId];
  const addresses = (Array.isArray(configured) ? configured : configured ? [configured] : []).map(
    (entry) => entry.address,
  );
  const known = new Set(held.map((token) => token.address.toLowerCase()));
  const looked = await Promise.allSettled(
    addresses
      .filter((address) => !known.has(address.toLowerCase()))
      .map((address) => lookupSwapToken(address)),
  );
  const others = looked.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { held, suggested: orderSuggested(others, held) };
}
