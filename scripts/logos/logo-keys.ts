import { NETWORK_LOGOS, SOCIAL_LOGOS, TOKEN_LOGOS, WALLET_LOGOS, type LogoSource } from './catalog';

/** The social providers' logos, a table of their own (it loads only with the social buttons). */
export function socialLogoKeys(): Map<string, LogoSource> {
  return new Map(Object.entries(SOCIAL_LOGOS).map(([name, source]) => [walletKey(name), source]));
}

/** The same normalisation `wui-wallet-image` applies to a wallet's name. */
export const walletKey = (name: string): string => `wallet:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/** What the table is built from: the bundled wallets' names and the exports of `w3m-elements/networks`. */
export interface LogoInputs {
  walletNames: readonly string[];
  networks: Readonly<Record<string, unknown>>;
}

interface NetworkLike {
  caipNetworkId?: string;
  nativeCurrency?: { symbol: string };
}

/**
 * Logo key → SVG source for every wallet, network and token the library shows. Throws (failing the
 * build) when a bundled wallet, an exported network or its native currency has no logo.
 */
export function logoKeys(inputs: LogoInputs): Map<string, LogoSource> {
  const table = new Map<string, LogoSource>();
  for (const [name, source] of Object.entries(WALLET_LOGOS)) table.set(walletKey(name), source);
  const missingWallets = inputs.walletNames.filter((name) => !table.has(walletKey(name)));
  if (missingWallets.length > 0)
    throw new Error(
      `bundled wallets without a logo in scripts/logos/catalog.ts: ${missingWallets.join(', ')}`,
    );
  for (const [exportName, value] of Object.entries(inputs.networks)) {
    const network = value as NetworkLike | null;
    if (typeof network !== 'object' || network === null || !network.caipNetworkId) continue;
    const source = NETWORK_LOGOS[exportName];
    if (!source)
      throw new Error(
        `w3m-elements/networks exports ${exportName} without a logo in scripts/logos/catalog.ts`,
      );
    table.set(`network:${network.caipNetworkId}`, source);
    const symbol = network.nativeCurrency?.symbol;
    if (symbol && !TOKEN_LOGOS[symbol])
      throw new Error(`native currency ${symbol} of ${exportName} has no token logo`);
  }
  for (const [symbol, source] of Object.entries(TOKEN_LOGOS)) table.set(`token:${symbol}`, source);
  return table;
}
