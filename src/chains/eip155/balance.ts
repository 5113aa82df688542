import { createClient, formatUnits, hexToBigInt, isHex, type Client } from 'viem';
import type { EvmNetwork } from '../network-types';
import { withViemChainConfig } from '../networks/viem-chain-config';
import { ranksRpcUrls } from './rpc-ranking';
import { createEvmTransport, type CustomRpcUrlMap } from './transport';

/** A native balance in display units with its coin symbol. */
export interface NativeBalance {
  /** Decimal string in the coin's display units, e.g. '10000.0' → '10000'. */
  balance: string;
  symbol: string;
}

/**
 * A bare viem client for a network over the transport of SPEC §7 (custom URLs first). Actions are
 * imported one by one where needed, so the chunk does not carry every public action of viem.
 */
export async function createEvmClient(network: EvmNetwork, customRpcUrls?: CustomRpcUrlMap): Promise<Client> {
  const chain = await withViemChainConfig(network);
  const create = () => createClient({ chain, transport: createEvmTransport(network, { customRpcUrls }) });
  if (!ranksRpcUrls(network.caipNetworkId)) return create();
  // A ranked transport pings its URLs every 4 s for as long as it lives: one client per network
  // and URL list, kept, instead of a new ranking loop per call.
  const key = `${network.caipNetworkId} ${JSON.stringify(customRpcUrls?.[network.caipNetworkId] ?? [])} ${network.rpcUrls.default.http.join(' ')}`;
  let client = rankedClients.get(key);
  if (!client) rankedClients.set(key, (client = create()));
  return client;
}

const rankedClients = new Map<string, Client>();

/** Reads the native-coin balance of `address` on `network` over plain RPC. */
export async function fetchNativeBalance(
  network: EvmNetwork,
  address: `0x${string}`,
  customRpcUrls?: CustomRpcUrlMap,
): Promise<NativeBalance> {
  const client = await createEvmClient(network, customRpcUrls);
  // A plain eth_getBalance: viem's getBalance action would bring its contract-call machinery along.
  const answer: unknown = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] });
  if (!isHex(answer)) throw new Error(`${network.name} answered eth_getBalance with ${String(answer)}`);
  const wei = hexToBigInt(answer);
  return {
    balance: formatUnits(wei, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  };
}
