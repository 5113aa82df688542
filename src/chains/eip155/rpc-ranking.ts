/**
 * The host's `rankRpcUrls` option (no viem here, so createAppKit can set it on the first load):
 * true ranks the RPC URLs of every EVM network with more than one; a list of CAIP network ids
 * ranks only those; false (the default) tries them in the order given.
 */
export type RpcRankingOption = boolean | readonly string[];

let ranking: RpcRankingOption = false;

/** Sets which networks rank their RPC URLs (createAppKit, from the validated options). */
export function setRpcRanking(option: RpcRankingOption | undefined): void {
  ranking = Array.isArray(option) ? [...(option as readonly string[])] : option === true;
}

/** Whether `caipNetworkId`'s RPC URLs are ranked by latency and stability (SPEC §7). */
export function ranksRpcUrls(caipNetworkId: string): boolean {
  return ranking === true || (Array.isArray(ranking) && ranking.includes(caipNetworkId));
}
