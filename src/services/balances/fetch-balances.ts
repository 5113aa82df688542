import type { CaipNetwork, EvmNetwork, SolanaNetwork } from '../../chains/network-types';
import { readCache, writeCache, type TokenBalance } from '../../stores/cache';
import { BALANCE_RETRY_GAP_MS } from '../../stores/constants';
import { formatTokenAmount } from '../../stores/format';
import type { PriceSource, TokenOption } from '../../stores/options';
import { $send, markBalancesUnavailable, setLastRetry, setTokenBalances } from '../../stores/send';
import { showError } from '../../stores/snackbar';
import { tokensFor } from './token-list';
import { hexChainId, parseWalletAssets, supportsAssetDiscovery } from './wallet-assets';

/** SPEC §8: the snackbar when balances cannot be read or the network is not supported. */
export const BALANCE_UNAVAILABLE = 'Token Balance Unavailable';

export type { PriceSource } from '../../stores/options';

/** Where balances come from; every part can be replaced (tests, other RPC stacks). */
export interface BalanceSources {
  /** An EIP-1193 request to the connected wallet, for the capability route; absent, it is skipped. */
  walletRequest?: (args: { method: string; params: unknown[] }) => Promise<unknown>;
  /** Native and token balances over RPC. */
  readRpc: (network: EvmNetwork, owner: `0x${string}`, tokens: TokenOption[]) => Promise<TokenBalance[]>;
  /** SOL and SPL balances over Solana RPC; absent, Solana networks are unsupported. */
  readSolana?: (network: SolanaNetwork, owner: string, tokens: TokenOption[]) => Promise<TokenBalance[]>;
  /** Optional prices; none by default. */
  priceSource?: PriceSource;
  /** The clock (ms since epoch). */
  now: () => number;
}

/** What to read balances for. */
export interface BalanceRequest {
  network: CaipNetwork;
  address: string;
  /** The app's networks: only these are read (SPEC §9). */
  networks: readonly CaipNetwork[];
  /** The `tokens` option. */
  tokens: Partial<Record<string, TokenOption | TokenOption[]>>;
  /** Skips the portfolio cache. */
  force?: boolean;
  /** Whether this account and network are still the active ones; a stale answer is not stored. */
  isCurrent?: () => boolean;
}

/** The portfolio cache key of one account on one network (hex addresses ignore case; base58 ones do not). */
export function balanceCacheKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${caipNetworkId.startsWith('eip155:') ? address.toLowerCase() : address}`;
}

/** Reads one network's balances with the source of its namespace; undefined when none serves it. */
function readerFor(
  network: CaipNetwork,
  address: string,
  sources: BalanceSources,
): ((tokens: TokenOption[]) => Promise<TokenBalance[]>) | undefined {
  if (network.chainNamespace === 'eip155')
    return async (tokens) =>
      (await fromWallet(sources.walletRequest, network, address)) ??
      (await sources.readRpc(network, address as `0x${string}`, tokens));
  const readSolana = sources.readSolana;
  if (network.chainNamespace === 'solana' && readSolana)
    return (tokens) => readSolana(network, address, tokens);
  return undefined;
}

/**
 * The wallet's own answer (EIP-7811) when it announces asset discovery for the chain and answers
 * as SPEC §5 requires; undefined otherwise (any failure just means the route is not used).
 */
async function fromWallet(
  request: BalanceSources['walletRequest'],
  network: EvmNetwork,
  address: string,
): Promise<TokenBalance[] | undefined> {
  if (!request) return undefined;
  const chain = hexChainId(network.id);
  try {
    const capabilities = await request({ method: 'wallet_getCapabilities', params: [address, [chain]] });
    if (!supportsAssetDiscovery(capabilities, network.id)) return undefined;
    const assets = await request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chain] }],
    });
    const parsed = parseWalletAssets(assets, network.id, network.caipNetworkId);
    if (!parsed) console.warn('w3m: ignoring a malformed wallet_getAssets answer; reading balances over RPC');
    return parsed;
  } catch {
    return undefined;
  }
}

/** Fills prices from the price source (never on testnets); a failing source leaves them unknown. */
async function withPrices(
  balances: TokenBalance[],
  network: CaipNetwork,
  source: PriceSource | undefined,
): Promise<TokenBalance[]> {
  if (!source || network.testnet || balances.length === 0) return balances;
  let prices: ReadonlyArray<number | undefined>;
  try {
    prices = await source(balances, network);
  } catch (error) {
    console.warn('w3m: the price source failed', error);
    return balances;
  }
  return balances.map((balance, index) => {
    const price = prices[index];
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return balance;
    return { ...balance, price, value: price * Number(balance.quantity.numeric) };
  });
}

/** The total in USD: '0.00' on testnets (SPEC §9), undefined when no price is known. */
export function totalInUsd(balances: readonly TokenBalance[], network: CaipNetwork): string | undefined {
  if (network.testnet) return '0.00';
  const priced = balances.filter((balance) => balance.price > 0);
  if (priced.length === 0) return undefined;
  return formatTokenAmount(priced.reduce((sum, balance) => sum + (balance.value ?? 0), 0).toFixed(6));
}

/** SPEC §5: tokens with 0 decimals are dropped as low quality. */
function dropLowQuality(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0);
}

/** The account and network whose last read failed: the 30 s retry gap is theirs alone. */
let failedKey: string | undefined;

/**
 * The balances of an account (SPEC §4, §5, §8, §9), also written to the send store: only on the
 * app's eip155 and solana networks; from the portfolio cache while fresh (30 s) unless forced;
 * then on eip155 the wallet's `wallet_getAssets` when it offers asset discovery and answers
 * validly, else RPC; on solana SOL and SPL over RPC.
 * A failure (or an unsupported network) shows 'Token Balance Unavailable', marks the balances
 * unavailable and, for 30 s after a failure on that network, every call for it returns an empty
 * list without trying. An answer for an account or network no longer active is not stored.
 */
export async function fetchBalances(
  request: BalanceRequest,
  sources: BalanceSources,
): Promise<TokenBalance[]> {
  const { network, address } = request;
  const now = sources.now();
  const key = balanceCacheKey(network.caipNetworkId, address);
  const lastRetry = $send.get().lastRetry;
  const waiting = lastRetry !== undefined && now - lastRetry >= 0 && now - lastRetry < BALANCE_RETRY_GAP_MS;
  if (waiting && failedKey === key) {
    markBalancesUnavailable();
    return [];
  }
  const listed = request.networks.some((item) => item.caipNetworkId === network.caipNetworkId);
  const read = readerFor(network, address, sources);
  if (!read || !listed) {
    markBalancesUnavailable();
    showError(BALANCE_UNAVAILABLE);
    return [];
  }
  const cached = request.force ? undefined : readCache('balance', key, now);
  if (cached) {
    setTokenBalances(cached, totalInUsd(cached, network));
    return cached;
  }
  const isCurrent = request.isCurrent ?? (() => true);
  let balances: TokenBalance[];
  try {
    const found = await read(tokensFor(network.caipNetworkId, request.tokens));
    balances = await withPrices(dropLowQuality(found), network, sources.priceSource);
  } catch (error) {
    console.warn(`w3m: could not read balances on ${network.name}`, error);
    failedKey = key;
    setLastRetry(sources.now());
    if (!isCurrent()) return [];
    markBalancesUnavailable();
    showError(BALANCE_UNAVAILABLE);
    return [];
  }
  failedKey = undefined;
  setLastRetry(undefined);
  writeCache('balance', key, balances, sources.now());
  if (isCurrent()) setTokenBalances(balances, totalInUsd(balances, network));
  return balances;
}
