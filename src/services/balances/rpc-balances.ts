import { erc20Abi, formatUnits, getAddress, hexToBigInt, isHex, type Client } from 'viem';
import { multicall } from 'viem/actions';
import type { EvmNetwork } from '../../chains/network-types';
import type { TokenBalance } from '../../stores/cache';
import type { TokenOption } from '../../stores/options';

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const;

/** The native coin's row: no address, price unknown (0) until a price source says otherwise. */
function nativeRow(network: EvmNetwork, wei: bigint): TokenBalance {
  const { name, symbol, decimals } = network.nativeCurrency;
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(wei, decimals) },
    iconUrl: network.assets?.imageUrl ?? '',
  };
}

/** Reads the native balance with a plain `eth_getBalance`; throws on an answer that is not hex. */
async function readNative(client: Client, owner: `0x${string}`): Promise<bigint> {
  const answer: unknown = await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] });
  if (!isHex(answer)) throw new Error(`eth_getBalance answered ${String(answer)}`);
  return hexToBigInt(answer);
}

/**
 * Balances over plain RPC: the native coin, then each token of `tokens` with its balance, name,
 * symbol and decimals read from the chain in one multicall (through Multicall3 where the network
 * has it, else viem's deployless multicall, so a bare dev chain works). A token whose reads fail
 * or that holds nothing is left out; a failure of the node itself throws.
 */
export async function readRpcBalances(
  client: Client,
  network: EvmNetwork,
  owner: `0x${string}`,
  tokens: readonly TokenOption[],
): Promise<TokenBalance[]> {
  const native = nativeRow(network, await readNative(client, owner));
  if (tokens.length === 0) return [native];
  const contracts = tokens.flatMap((token) =>
    READS.map((functionName) => ({
      address: getAddress(token.address),
      abi: erc20Abi,
      functionName,
      ...(functionName === 'balanceOf' ? { args: [owner] as const } : {}),
    })),
  );
  const results = await multicall(client, {
    contracts,
    allowFailure: true,
    deployless: !client.chain?.contracts?.multicall3,
  });
  const rows: TokenBalance[] = [native];
  tokens.forEach((token, index) => {
    const [balance, decimals, symbol, name] = results.slice(index * READS.length, (index + 1) * READS.length);
    if (
      balance?.status !== 'success' ||
      decimals?.status !== 'success' ||
      symbol?.status !== 'success' ||
      name?.status !== 'success'
    )
      return;
    const amount = balance.result;
    const places = decimals.result;
    if (typeof amount !== 'bigint' || typeof places !== 'number') return;
    if (typeof symbol.result !== 'string' || typeof name.result !== 'string' || amount === 0n) return;
    rows.push({
      name: name.result,
      symbol: symbol.result,
      chainId: network.caipNetworkId,
      address: getAddress(token.address),
      price: 0,
      quantity: { decimals: String(places), numeric: formatUnits(amount, places) },
      iconUrl: token.image ?? '',
    });
  });
  return rows;
}
