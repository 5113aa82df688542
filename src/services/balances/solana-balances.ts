import { fetchSolBalance, lamportsToSol } from '../../chains/solana/balance';
import { PROGRAM_IDS } from '../../chains/solana/keys';
import { fetchSplHoldings, formatUnitsText, type SplHolding } from '../../chains/solana/token-balances';
import { fetchTokenMetadata, type TokenMetadata } from '../../chains/solana/token-metadata';
import type { CaipNetwork } from '../../chains/network-types';
import type { TokenBalance } from '../../stores/cache';
import type { PriceSource, TokenOption } from '../../stores/options';
import type { BalanceSources } from './fetch-balances';

/** A short stand-in for a token without metadata: the mint's first and last four characters. */
function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`;
}

function tokenRow(
  network: CaipNetwork,
  holding: SplHolding,
  metadata: TokenMetadata | undefined,
  image: string | undefined,
): TokenBalance {
  return {
    name: metadata?.name ?? `Unknown token ${shortMint(holding.mint)}`,
    symbol: metadata?.symbol ?? shortMint(holding.mint),
    chainId: network.caipNetworkId,
    address: holding.mint,
    price: 0,
    quantity: {
      decimals: String(holding.decimals),
      numeric: formatUnitsText(holding.amount, holding.decimals),
    },
    iconUrl: image ?? '',
  };
}

/**
 * An owner's balances on a Solana network: SOL first, then every SPL token (both token programs)
 * with its Metaplex name and symbol where the mint has them, and the `tokens` option's image.
 * A node failure throws (the caller shows 'Token Balance Unavailable').
 */
export async function readSolanaBalances(
  network: CaipNetwork,
  owner: string,
  tokens: readonly TokenOption[],
): Promise<TokenBalance[]> {
  const [lamports, classic, extended] = await Promise.all([
    fetchSolBalance(network, owner),
    fetchSplHoldings(network, owner, PROGRAM_IDS.token),
    fetchSplHoldings(network, owner, PROGRAM_IDS.token2022),
  ]);
  const holdings = [...classic, ...extended];
  const metadata = await fetchTokenMetadata(
    network,
    holdings.map((holding) => holding.mint),
  );
  const images = new Map(tokens.map((token) => [token.address, token.image]));
  const { name, symbol, decimals } = network.nativeCurrency;
  const native: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: lamportsToSol(lamports) },
    iconUrl: network.assets?.imageUrl ?? '',
  };
  return [
    native,
    ...holdings.map((holding) =>
      tokenRow(network, holding, metadata.get(holding.mint), images.get(holding.mint)),
    ),
  ];
}

/** The balance sources of a Solana account: Solana RPC and the wall clock (no viem is loaded). */
export function solanaBalanceSources(priceSource?: PriceSource): BalanceSources {
  return {
    readRpc: () => Promise.reject(new Error('Unsupported chain')),
    readSolana: readSolanaBalances,
    ...(priceSource ? { priceSource } : {}),
    now: () => Date.now(),
  };
}
