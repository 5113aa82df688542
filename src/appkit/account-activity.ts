import type { CaipNetwork } from '../chains/network-types';
import type { HistorySourceConfig } from '../stores/options-types';
import { getAccount } from '../stores/account';
import { getActiveNamespace, getActiveNetwork } from '../stores/chain';
import { $nfts, fetchNfts, resetNfts, type NftSource } from '../stores/nfts';
import { $options } from '../stores/options';
import { setOnrampPurchasesError } from '../stores/onramp-purchases';
import {
  $transactions,
  addPurchaseTransactions,
  fetchTransactions,
  resetTransactions,
  setHistorySource,
  setLastNetworkInView,
  type HistorySource,
} from '../stores/transactions';

// The Account view's Activity and NFTs tabs load this module (and, through it, only the source
// they use), so none of it is on the first paint.

/** The RPC URL the widget uses for a network: the host's customRpcUrls first, else the network's own. */
function rpcUrlOf(network: CaipNetwork): string | undefined {
  return $options.get().customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0];
}

/**
 * The history sources of a network, in the host's order (`historySources`). A network the host
 * names none for reads its history from its own node with the Otterscan API.
 */
export function historySourceConfigs(network: CaipNetwork): HistorySourceConfig[] {
  const configured = $options.get().historySources?.[network.caipNetworkId];
  if (configured) return Array.isArray(configured) ? configured : [configured];
  const rpcUrl = rpcUrlOf(network);
  return rpcUrl ? [{ type: 'otterscan', url: rpcUrl }] : [];
}

const sources = new Map<string, Promise<HistorySource>>();

/** The history source for a configuration, made once (its token metadata cache lives on). */
function historySource(config: HistorySourceConfig, network: CaipNetwork): Promise<HistorySource> {
  const key = `${network.caipNetworkId} ${JSON.stringify(config)}`;
  const nativeCurrency = network.nativeCurrency;
  let source = sources.get(key);
  if (!source) {
    if (config.type === 'otterscan') {
      source = import('../services/history/otterscan').then(({ createOtterscanSource }) =>
        createOtterscanSource({ rpcUrl: config.url, nativeCurrency }),
      );
    } else if (config.type === 'blockscout') {
      source = import('../services/history/blockscout').then(({ createBlockscoutSource }) =>
        createBlockscoutSource({ url: config.url, nativeCurrency }),
      );
    } else {
      const apiKey = config.apiKey;
      source = import('../services/history/etherscan').then(({ createEtherscanSource }) =>
        createEtherscanSource({ url: config.url, nativeCurrency, ...(apiKey ? { apiKey } : {}) }),
      );
    }
    sources.set(key, source);
    source.catch(() => sources.delete(key));
  }
  return source;
}

/** The connected address and active network, when activity applies (SPEC §9: eip155 only). */
function activeEvmAccount(): { address: string; network: CaipNetwork } | undefined {
  const namespace = getActiveNamespace();
  const network = getActiveNetwork();
  const address = namespace ? getAccount(namespace).address : undefined;
  if (namespace !== 'eip155' || !network || !address) return undefined;
  return { address, network };
}

/**
 * The active network and the address connected on it, as one key: a tab reloads when it changes.
 * EVM addresses are compared without case: a wallet may report one checksummed, then lowercase.
 */
export function activeAccountKey(): string {
  const namespace = getActiveNamespace();
  const address = namespace ? getAccount(namespace).address : undefined;
  return accountKey(
    getActiveNetwork()?.caipNetworkId,
    namespace === 'eip155' ? address?.toLowerCase() : address,
  );
}

function accountKey(caipNetworkId: string | undefined, address: string | undefined): string {
  return `${caipNetworkId ?? ''} ${address ?? ''}`;
}

/** The key of an EVM account for the loads below: the same as `activeAccountKey` gives for it. */
function evmAccountKey(active: { address: string; network: CaipNetwork } | undefined): string | undefined {
  return active ? accountKey(active.network.caipNetworkId, active.address.toLowerCase()) : undefined;
}

let activityKey: string | undefined;

/**
 * Loads the Activity tab: the first page (the list starts over when the network or account
 * changed, or `restart` is set) or, with `more`, the next one. Failures end in the store's SPEC §8
 * path ('Failed to fetch transactions', ERROR_FETCH_TRANSACTIONS).
 */
export async function loadActivity(mode: 'restart' | 'more'): Promise<void> {
  const active = activeEvmAccount();
  const key = evmAccountKey(active);
  const restarted = mode === 'restart' || key !== activityKey;
  if (restarted) {
    resetTransactions();
    activityKey = key;
    setLastNetworkInView(active?.network.caipNetworkId);
  } else if ($transactions.get().loading || !$transactions.get().next) {
    return;
  }
  if (!active) return;
  if (restarted) void loadPurchases(active.address, key);
  const [config] = historySourceConfigs(active.network);
  setHistorySource(config ? await historySource(config, active.network) : undefined);
  if (activityKey !== key) return;
  await fetchTransactions(active.address);
}

/**
 * With `onramp.showPurchases`, merges the purchases the secure site reports for the address into
 * the list (labelled as purchases); a failed or malformed report only sets its error, the rest of
 * Activity stays as it is.
 */
async function loadPurchases(address: string, key: string | undefined): Promise<void> {
  const { onramp, secureSiteUrl, projectId } = $options.get();
  setOnrampPurchasesError(undefined);
  if (!onramp?.showPurchases || !secureSiteUrl || !projectId) return;
  try {
    const { fetchOnrampPurchases, purchaseTransaction } = await import('../services/onramp/purchases');
    const report = await fetchOnrampPurchases({ secureSiteUrl, projectId, address });
    if (activityKey !== key) return;
    addPurchaseTransactions(report.purchases.map((purchase) => purchaseTransaction(purchase, address)));
    if (report.errors.length > 0)
      setOnrampPurchasesError(report.errors.map((error) => error.message).join('; '));
  } catch (error) {
    if (activityKey === key) setOnrampPurchasesError(error instanceof Error ? error.message : String(error));
  }
}

let nftKey: string | undefined;

/**
 * The NFT source of a network: its first Blockscout history source when the host names one, else
 * the network's own node over plain RPC (transfer logs, ownership checks, token metadata). Both
 * take ipfs:// URIs through the host's `ipfsGateway`.
 */
export async function nftSource(network: CaipNetwork): Promise<NftSource | undefined> {
  const { ipfsGateway } = $options.get();
  const gateway = ipfsGateway ? { ipfsGateway } : {};
  const config = historySourceConfigs(network).find((entry) => entry.type === 'blockscout');
  if (config) {
    const { createBlockscoutNftSource } = await import('../services/history/blockscout-nfts');
    return createBlockscoutNftSource({ url: config.url, ...gateway });
  }
  const rpcUrl = rpcUrlOf(network);
  if (!rpcUrl) return undefined;
  const { createRpcNftSource } = await import('../services/nfts/rpc-nfts');
  return createRpcNftSource({ rpcUrl, ...gateway });
}

/**
 * Loads the NFTs tab: the first page (starting over on a network or account change, or with
 * `restart`), or with `more` the next one. Without any source the list is unavailable.
 */
export async function loadNfts(mode: 'restart' | 'more'): Promise<void> {
  const active = activeEvmAccount();
  const key = evmAccountKey(active);
  if (mode === 'restart' || key !== nftKey) {
    resetNfts();
    nftKey = key;
  } else if ($nfts.get().loading || !$nfts.get().next) {
    return;
  }
  if (!active) {
    $nfts.setKey('unavailable', true);
    return;
  }
  const source = await nftSource(active.network);
  if (nftKey !== key) return;
  await fetchNfts(source, active.address);
}
