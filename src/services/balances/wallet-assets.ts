import { formatUnits } from 'viem';
import { array, fits, number, object, oneOf, plainObject, record, string } from '../../chains/checks';
import type { TokenBalance } from '../../stores/cache';

const LOOSE = false;

/** One asset of a `wallet_getAssets` answer (EIP-7811) as SPEC §5 requires it. */
const walletAsset = object(
  {
    address: string(),
    balance: string(),
    type: oneOf(['ERC20', 'NATIVE']),
    metadata: object(
      { name: string(), symbol: string(), decimals: number(), price: number(), iconUrl: string() },
      LOOSE,
    ),
  },
  LOOSE,
);

/** SPEC §5: an object of arrays of assets. */
const walletAssetsAnswer = record(string(), array(walletAsset));

const INTEGER = /^(?:0x[0-9a-fA-F]+|\d+)$/;

/** The chain id as `wallet_getCapabilities` and `wallet_getAssets` key it: `0x1`. */
export function hexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/**
 * Whether the `wallet_getCapabilities` answer says the wallet discovers assets on this chain
 * (`{ '0x1': { assetDiscovery: { supported: true } } }`).
 */
export function supportsAssetDiscovery(capabilities: unknown, chainId: number): boolean {
  if (!fits(plainObject(), capabilities)) return false;
  const forChain = capabilities[hexChainId(chainId)];
  if (!fits(plainObject(), forChain)) return false;
  const discovery = forChain.assetDiscovery;
  return fits(plainObject(), discovery) && discovery.supported === true;
}

/**
 * The balances in a `wallet_getAssets` answer for one chain, or undefined when the answer is not
 * what SPEC §5 requires (then the capability route is ignored and balances come over RPC).
 * Balances are integers in the token's smallest unit (hex or decimal); a bad one also rejects the answer.
 */
export function parseWalletAssets(
  answer: unknown,
  chainId: number,
  caipNetworkId: string,
): TokenBalance[] | undefined {
  if (!fits(walletAssetsAnswer, answer)) return undefined;
  const assets = answer[hexChainId(chainId)] ?? [];
  const balances: TokenBalance[] = [];
  for (const asset of assets) {
    const { decimals, price, name, symbol, iconUrl } = asset.metadata;
    if (!INTEGER.test(asset.balance) || !Number.isInteger(decimals) || decimals < 0) return undefined;
    if (!Number.isFinite(price)) return undefined;
    const numeric = formatUnits(BigInt(asset.balance), decimals);
    balances.push({
      name,
      symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'ERC20' ? { address: asset.address } : {}),
      price,
      value: price * Number(numeric),
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    });
  }
  return balances;
}
