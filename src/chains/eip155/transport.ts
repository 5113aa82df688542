import { fallback, http } from 'viem';
import type { FallbackTransport, HttpTransport, HttpTransportConfig } from 'viem';
import { chainChecked } from './chain-checked-transport';
import { array, looseObject, object, optional, regex, safeParse, string } from 'zod/mini';
import { formatIssuePath } from './issue-path';
import type { CaipNetwork } from '../network-types';
import { ranksRpcUrls } from './rpc-ranking';

/** One host-supplied endpoint (AppKit's `customRpcUrls` entry shape). */
export interface CustomRpcUrl {
  url: string;
  config?: HttpTransportConfig;
}

/** Host-supplied endpoints per CAIP network id, tried before the network's own URLs. */
export type CustomRpcUrlMap = Record<string, readonly CustomRpcUrl[] | undefined>;

/** What decides the transport besides the network itself. */
export interface EvmTransportOptions {
  customRpcUrls?: CustomRpcUrlMap;
  /** Rank endpoints by latency and stability instead of trying them in order (default: the host's `rankRpcUrls`). */
  rank?: boolean;
}

/** One resolved endpoint: its URL and the full config its `http()` transport gets. */
export interface RpcEndpoint {
  url: string;
  config: HttpTransportConfig;
}

/** JSON-RPC batching of SPEC §7: up to 1000 calls, sent on the next tick. */
export const RPC_BATCH = { batchSize: 1000, wait: 0 } as const;
/** Per-request timeout of SPEC §7/§9. */
export const RPC_TIMEOUT_MS = 10_000;
/** Fallback ranking of SPEC §7; viem pings with `net_listening` by default. */
export const RPC_RANK_OPTIONS = {
  interval: 4_000,
  sampleCount: 10,
  timeout: 1_000,
  weights: { latency: 0.3, stability: 0.7 },
} as const;

/** Thrown when a network has neither a custom nor a default RPC URL (SPEC §8). */
export class MissingRpcUrlError extends Error {
  override name = 'MissingRpcUrlError';
  constructor(network: Pick<CaipNetwork, 'name' | 'caipNetworkId'>) {
    super(`A valid RPC URL is required for network "${network.name}" (${network.caipNetworkId})`);
  }
}

const httpUrl = string().check(regex(/^https?:\/\/[^\s/]+\S*$/, 'must be an http(s) URL'));
const customRpcUrlList = array(object({ url: httpUrl, config: optional(looseObject({})) }));

/** Reads `customRpcUrls[caipNetworkId]`, rejecting malformed entries with a message naming the index. */
function customEndpointsFor(
  network: CaipNetwork,
  customRpcUrls: CustomRpcUrlMap | undefined,
): CustomRpcUrl[] {
  const entries = customRpcUrls?.[network.caipNetworkId];
  if (entries === undefined) return [];
  const parsed = safeParse(customRpcUrlList, entries);
  if (parsed.success) return entries as CustomRpcUrl[];
  const issue = parsed.error.issues[0];
  const where = formatIssuePath(issue?.path ?? []);
  throw new Error(
    `Invalid customRpcUrls["${network.caipNetworkId}"]${where}: ${issue?.message ?? 'invalid value'}`,
  );
}

/** The ordered, de-duplicated endpoints for a network: custom URLs first, then the network's defaults. */
export function rpcEndpointsFor(network: CaipNetwork, customRpcUrls?: CustomRpcUrlMap): RpcEndpoint[] {
  const candidates: CustomRpcUrl[] = [
    ...customEndpointsFor(network, customRpcUrls),
    ...network.rpcUrls.default.http.map((url) => ({ url })),
  ];
  const seen = new Set<string>();
  const endpoints: RpcEndpoint[] = [];
  for (const { url, config } of candidates) {
    if (!url || seen.has(url)) continue;
    seen.add(url);
    endpoints.push({ url, config: { batch: RPC_BATCH, timeout: RPC_TIMEOUT_MS, ...config } });
  }
  if (endpoints.length === 0) throw new MissingRpcUrlError(network);
  return endpoints;
}

/**
 * Builds the viem transport for an EVM network: `http()` per endpoint, each checked to serve the
 * network's chain id, inside one `fallback()`.
 */
export function createEvmTransport(
  network: CaipNetwork,
  options: EvmTransportOptions = {},
): FallbackTransport<readonly HttpTransport[]> {
  const transports = rpcEndpointsFor(network, options.customRpcUrls).map(({ url, config }) =>
    chainChecked(http(url, config), url, Number(network.id)),
  );
  const rank = options.rank ?? (ranksRpcUrls(network.caipNetworkId) && transports.length > 1);
  return fallback(transports, { rank: rank ? RPC_RANK_OPTIONS : false });
}
