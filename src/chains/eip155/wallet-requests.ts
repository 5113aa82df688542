import { isAddress } from 'viem';
import type { EvmNetwork } from '../network-types';
import { parseChainId, toHexChainId } from './chain-id';
import { errorCodeOf, PROVIDER_ERROR_CODES, ProviderRpcError, type Eip1193Provider } from './eip1193';
import { isUnrecognizedChainError } from './errors';
import { rpcEndpointsFor, type CustomRpcUrlMap } from './transport';

/** The params of `wallet_addEthereumChain` (SPEC §7: chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls). */
export interface AddEthereumChainParams {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** Builds the add-chain params for a network, with the host's custom RPC URLs first. */
export function addChainParams(network: EvmNetwork, customRpcUrls?: CustomRpcUrlMap): AddEthereumChainParams {
  const { name, symbol, decimals } = network.nativeCurrency;
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: rpcEndpointsFor(network, customRpcUrls).map((endpoint) => endpoint.url),
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}

/** Checks a wallet's account list: an array of 0x addresses (checksum not required). */
export function parseAccounts(value: unknown): `0x${string}`[] {
  if (
    !Array.isArray(value) ||
    !value.every((item) => typeof item === 'string' && isAddress(item, { strict: false }))
  ) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      'The wallet answered with an invalid account list',
    );
  }
  return value as `0x${string}`[];
}

/** Asks the wallet to connect (`eth_requestAccounts`); resolves with its accounts. */
export async function requestAccounts(provider: Eip1193Provider): Promise<`0x${string}`[]> {
  return parseAccounts(await provider.request({ method: 'eth_requestAccounts' }));
}

/** The accounts the wallet already exposes to this site (`eth_accounts`, no prompt). */
export async function readAccounts(provider: Eip1193Provider): Promise<`0x${string}`[]> {
  return parseAccounts(await provider.request({ method: 'eth_accounts' }));
}

/** The wallet's current chain id (`eth_chainId`). */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const answer = await provider.request({ method: 'eth_chainId' });
  const chainId = parseChainId(answer);
  if (chainId === undefined) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      `The wallet reported an invalid chain id: ${String(answer)}`,
    );
  }
  return chainId;
}

/**
 * Moves the wallet to `network` (SPEC §7): `wallet_switchEthereumChain`, and when the wallet does
 * not know the chain (4902 and its variants) `wallet_addEthereumChain`, then the switch again.
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  network: EvmNetwork,
  customRpcUrls?: CustomRpcUrlMap,
): Promise<void> {
  const chainId = toHexChainId(network.id);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    return;
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw error;
  }
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [addChainParams(network, customRpcUrls)],
  });
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
}

/**
 * Drops this site's permission in the wallet (`wallet_revokePermissions`) where the wallet
 * supports it; a wallet without the method (4200, -32601) is not an error.
 */
export async function revokeWalletPermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === PROVIDER_ERROR_CODES.unsupportedMethod || code === -32601) return;
    throw error;
  }
}
