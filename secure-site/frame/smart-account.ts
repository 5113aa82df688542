// The frame's side of the embedded smart account: which account type is active per chain, the
// smart account's (counterfactual) address and deployment, and the frame actions around them.
import type { SecureApi } from './api';

/** EOA or ERC-4337 smart account (SPEC §5 frame schema). */
export type AccountType = 'eoa' | 'smartAccount';

/** Where the user's smart account stands on a chain. */
export interface SmartAccountState {
  address: string;
  deployed: boolean;
}

/** The chains where the secure site offers smart accounts (asked once per frame). */
let enabledNetworks: Promise<number[]> | undefined;

/** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the server's list of chains with a bundler. */
export function smartAccountNetworks(api: SecureApi): Promise<number[]> {
  enabledNetworks ??= api
    .call<{ chainIds: number[] }>('POST', '/api/v1/smart-account/networks', {})
    .then(({ chainIds }) => chainIds)
    .catch((error: unknown) => {
      enabledNetworks = undefined;
      throw error;
    });
  return enabledNetworks;
}

/** The user's smart account on `chainId`; throws when the chain offers none. */
export function smartAccountOn(api: SecureApi, chainId: number): Promise<SmartAccountState> {
  return api.authed<SmartAccountState>('POST', '/api/v1/smart-account', { chainId });
}

/**
 * The account type that answers on `chainId`: the stored preference when that chain has smart
 * accounts, otherwise the EOA (a smart account cannot exist there).
 */
export async function activeAccountType(api: SecureApi, chainId: number): Promise<AccountType> {
  if (api.accountType.get() !== 'smartAccount') return 'eoa';
  return (await smartAccountNetworks(api)).includes(chainId) ? 'smartAccount' : 'eoa';
}

/** The user as GET_USER answers it: the active address, both accounts, deployment and the type. */
export async function userWithAccounts(api: SecureApi, chainId: number) {
  const user = await api.user();
  const type = await activeAccountType(api, chainId);
  const smart = (await smartAccountNetworks(api)).includes(chainId)
    ? await smartAccountOn(api, chainId)
    : undefined;
  const accounts = [
    ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
    { address: user.address, type: 'eoa' as const },
  ];
  return {
    ...(user.email ? { email: user.email } : {}),
    ...(user.username ? { userName: user.username } : {}),
    address: type === 'smartAccount' && smart ? smart.address : user.address,
    chainId,
    accounts,
    ...(smart ? { smartAccountDeployed: smart.deployed } : {}),
    preferredAccountType: type,
  };
}
