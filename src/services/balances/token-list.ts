import { isValidAddress } from '../../chains/address';
import type { TokenOption } from '../../stores/options';

/**
 * The bundled token list: widely held ERC-20 contracts per network, read over RPC beside the
 * `tokens` option. Name, symbol and decimals come from the chain, so only addresses live here.
 */
export const BUNDLED_TOKENS: Readonly<Record<string, readonly TokenOption[]>> = {
  'eip155:1': [
    { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
    { address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599' },
  ],
  'eip155:10': [
    { address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
    { address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' },
  ],
  'eip155:137': [
    { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' },
  ],
  'eip155:8453': [{ address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }],
  'eip155:42161': [
    { address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
    { address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9' },
  ],
};

/**
 * The tokens whose balances are read on a network: the `tokens` option's entries first, then the
 * bundled list, each contract once (addresses compared case-insensitively); an address that is
 * not one of the network's namespace is left out with a warning.
 */
export function tokensFor(
  caipNetworkId: string,
  configured: Partial<Record<string, TokenOption | TokenOption[]>>,
  bundled: Readonly<Record<string, readonly TokenOption[]>> = BUNDLED_TOKENS,
): TokenOption[] {
  const own = configured[caipNetworkId];
  const all = [
    ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ...(bundled[caipNetworkId] ?? []),
  ];
  const namespace = caipNetworkId.split(':')[0];
  const seen = new Set<string>();
  return all.filter((token) => {
    if (!isValidAddress(token.address, namespace)) {
      console.warn(`w3m: ignoring token ${token.address}: not an address on ${caipNetworkId}`);
      return false;
    }
    const key = token.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
