import { isEip1193Provider } from '../chains/eip155/eip1193';
import type { CustomRpcUrlMap } from '../chains/eip155/transport';
import { getNamespaceClient } from '../chains/namespace-client';
import type { CaipNetwork, EvmNetwork } from '../chains/network-types';
import { getAccount } from '../stores/account';
import { clearCache, type TokenBalance } from '../stores/cache';
import { $chain, getActiveNetwork } from '../stores/chain';
import { $options } from '../stores/options';
import { loadSolanaBackend } from './solana-adapter';
import type { BalanceSources } from '../services/balances/fetch-balances';

const customRpcUrls = (): CustomRpcUrlMap => $options.get().customRpcUrls;

/** The active eip155 network and connected address, if there are both. */
function activeEvmAccount(): { network: EvmNetwork; address: string } | undefined {
  const network = getActiveNetwork();
  const address = getAccount('eip155').address;
  if (network?.chainNamespace !== 'eip155' || !address) return undefined;
  return { network, address };
}

/**
 * The connected account's balances on the active network (SPEC §4/§5/§8/§9 rules in
 * services/balances), also kept in the send store. Loads the balance code on first use.
 */
export async function loadBalances(force = false): Promise<TokenBalance[]> {
  const network: CaipNetwork | undefined = getActiveNetwork();
  if (!network) return [];
  const namespace = network.chainNamespace;
  const address = getAccount(namespace).address;
  if (!address) return [];
  const { priceSource } = $options.get();
  // Both at once: the sources' code does not wait for the balance rules' to arrive.
  const [{ fetchBalances }, sources] = await Promise.all([
    import('../services/balances/fetch-balances'),
    namespace === 'solana'
      ? import('../services/balances/solana-balances').then((module) =>
          module.solanaBalanceSources(priceSource),
        )
      : evmBalanceSources(network),
  ]);
  const isCurrent = (): boolean =>
    getActiveNetwork()?.caipNetworkId === network.caipNetworkId && getAccount(namespace).address === address;
  return fetchBalances(
    {
      network,
      address,
      networks: $chain.get().networks,
      tokens: $options.get().tokens,
      force,
      isCurrent,
    },
    sources,
  );
}

/** The eip155 balance sources: the connected wallet (for asset discovery), viem over RPC, the price source. */
async function evmBalanceSources(network: CaipNetwork): Promise<BalanceSources> {
  const { defaultBalanceSources } = await import('../services/balances/default-sources');
  // The wallet answers through the app's provider (wallet_getCapabilities and wallet_getAssets are safe methods).
  const candidate =
    network.chainNamespace === 'eip155' ? getNamespaceClient('eip155')?.getProvider() : undefined;
  const provider = isEip1193Provider(candidate) ? candidate : undefined;
  const { priceSource } = $options.get();
  return defaultBalanceSources({
    ...(provider ? { walletRequest: (args) => provider.request(args) } : {}),
    customRpcUrls: customRpcUrls(),
    ...(priceSource ? { priceSource } : {}),
  });
}

/** Forgets the cached balances of the connected account on the active network, so the next load reads the chain. */
export async function forgetBalances(): Promise<void> {
  const network = getActiveNetwork();
  const address = network && getAccount(network.chainNamespace).address;
  if (!network || !address) return;
  const { balanceCacheKey } = await import('../services/balances/fetch-balances');
  clearCache('balance', balanceCacheKey(network.caipNetworkId, address));
}

/** The network fee of sending `amount` of `token` to `to` from the connected account, in the native coin. */
export async function estimateSendFee(token: TokenBalance, amount: string, to: string): Promise<string> {
  const network = getActiveNetwork();
  const from = getAccount('solana').address;
  if (network?.chainNamespace === 'solana' && from) {
    const request = { from, to, amount, network };
    const decimals = Number(token.quantity.decimals);
    return (await loadSolanaBackend()).estimateSendFee(
      token.address ? { ...request, tokenAddress: token.address, decimals } : request,
    );
  }
  const account = activeEvmAccount();
  if (!account) throw new Error('Unsupported chain');
  const [{ createEvmClient }, { estimateTransferFee }] = await Promise.all([
    import('../chains/eip155/balance'),
    import('../services/send/fee-estimate'),
  ]);
  const client = await createEvmClient(account.network, customRpcUrls());
  return estimateTransferFee(client, account.network, {
    from: account.address,
    to,
    amount,
    decimals: Number(token.quantity.decimals),
    ...(token.address ? { tokenAddress: token.address } : {}),
  });
}

/** The configured Ethereum mainnet, where ENS names live. */
function ensNetwork(): EvmNetwork | undefined {
  const network = $chain.get().networks.find((item) => item.caipNetworkId === 'eip155:1');
  return network?.chainNamespace === 'eip155' ? network : undefined;
}

/**
 * The address an ENS name (e.g. `vitalik.eth`) points to, on mainnet only (SPEC §5 receiver
 * names); undefined when the active network is not mainnet or the name has no address.
 */
export async function resolveReceiverName(name: string): Promise<string | undefined> {
  const network = getActiveNetwork();
  const mainnet = ensNetwork();
  if (!mainnet || network?.caipNetworkId !== 'eip155:1') return undefined;
  const [{ createEvmClient }, { resolveEnsName }] = await Promise.all([
    import('../chains/eip155/balance'),
    import('../services/identity/ens'),
  ]);
  return resolveEnsName(await createEvmClient(mainnet, customRpcUrls()), name);
}

/** SPEC §4 identity sync for the connected eip155 account (ENS while on Ethereum mainnet). */
export async function syncAccountIdentity(): Promise<void> {
  const network = getActiveNetwork();
  const address = getAccount('eip155').address;
  if (!network || !address) return;
  const [{ syncIdentity }, { createEvmClient }, { lookupEnsIdentity }] = await Promise.all([
    import('../services/identity/sync-identity'),
    import('../chains/eip155/balance'),
    import('../services/identity/ens'),
  ]);
  // Only on Ethereum mainnet itself: other networks never start a request to a mainnet RPC.
  const mainnet = network.caipNetworkId === 'eip155:1' ? ensNetwork() : undefined;
  const lookup = mainnet
    ? async (owner: string) => lookupEnsIdentity(await createEvmClient(mainnet, customRpcUrls()), owner)
    : undefined;
  await syncIdentity(network, address, lookup, () => Date.now());
}
