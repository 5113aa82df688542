// The logo catalogue covers what the library shows: the bundled wallets, every exported network
// and its native currency, the common and test tokens; and the generated table has them all.
import * as networks from '../../src/networks';
import { BUNDLED_WALLETS } from '../../src/services/wallet-registry/bundled-wallets';
import { LOGO_LOADERS } from '../../src/components/primitives/shared/logos/generated/logo-table';
import { walletLogoKey } from '../../src/components/primitives/shared/logos/logo';
import { cleanSvg } from './clean-svg';

/** Wallets the icon set has no logo for: they keep their monogram. */
const WITHOUT_LOGO = ['Frame', 'Brave Wallet'];

describe('logo catalogue', () => {
  test('every bundled wallet but the two the icon set lacks, and WalletConnect, has a logo', () => {
    const missing = BUNDLED_WALLETS.map((wallet) => wallet.name).filter(
      (name) => !(walletLogoKey(name) in LOGO_LOADERS),
    );
    expect(missing).toEqual(WITHOUT_LOGO);
    expect(walletLogoKey('WalletConnect') in LOGO_LOADERS).toBe(true);
  });

  test('every network in w3m-elements/networks and its native currency has a logo', () => {
    const exported = (Object.entries(networks) as Array<[string, unknown]>).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null && 'caipNetworkId' in value
        ? [[name, value as { caipNetworkId: string; nativeCurrency: { symbol: string } }] as const]
        : [],
    );
    expect(exported.length).toBeGreaterThan(25);
    for (const [name, network] of exported) {
      expect({ name, network: `network:${network.caipNetworkId}` in LOGO_LOADERS }).toEqual({
        name,
        network: true,
      });
      expect({ name, token: `token:${network.nativeCurrency.symbol}` in LOGO_LOADERS }).toEqual({
        name,
        token: true,
      });
    }
  });

  test('the common tokens and the local stack test tokens have one', () => {
    for (const symbol of ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'tUSD', 'TST']) {
      expect({ symbol, known: `token:${symbol}` in LOGO_LOADERS }).toEqual({ symbol, known: true });
    }
  });

  test('an SVG that could run script or load from elsewhere is refused', () => {
    const source = { set: 'wallets', variant: 'branded', file: 'x' } as const;
    expect(() => cleanSvg('<svg><script>alert(1)</script></svg>', source)).toThrow(/unexpected/);
    expect(() => cleanSvg('<svg onload="x()"></svg>', source)).toThrow(/unexpected/);
    expect(() => cleanSvg('<svg><image href="https://example.com/a.png"/></svg>', source)).toThrow(
      /unexpected/,
    );
    expect(
      cleanSvg(
        '<svg class="web3icons" width="24" height="24"><g clip-path="url(#a)"><path id="a"/></g></svg>',
        source,
      ),
    ).toBe(
      '<svg><g clip-path="url(#w3m-branded-wallets-x-a)"><path id="w3m-branded-wallets-x-a"/></g></svg>',
    );
  });
});
