// The logo catalogue covers what the library shows: the bundled wallets, every exported network
// and its native currency, the common and test tokens; and the generated table has them all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as networks from '../../src/networks';
import { BUNDLED_WALLETS } from '../../src/services/wallet-registry/bundled-wallets';
import { LOGO_LOADERS } from '../../src/components/primitives/shared/logos/generated/logo-table';
import { ALL_WALLETS_LOGOS } from '../../src/components/primitives/shared/logos/generated/all-wallets-logos';
import { CONNECT_LOGOS } from '../../src/components/primitives/shared/logos/generated/connect-logos';
import { OVERSCAN, ROW_HEIGHT } from '../../src/components/views/w3m-all-wallets-view/virtual-window';
import { SOCIAL_LOGO_LOADERS } from '../../src/components/primitives/shared/logos/generated/social-logo-table';
import { SOCIAL_LOGOS } from '../../src/components/primitives/shared/logos/generated/social-logos';
import { RECOMMENDED_WALLET_COUNT } from '../../src/stores/wallet-registry';
import { walletLogoKey } from '../../src/components/primitives/shared/logos/logo';
import { LOGO_PACKAGES, WALLET_LOGOS } from './catalog';
import { cleanSvg } from './clean-svg';
import { logoKeys } from './logo-keys';

describe('logo catalogue', () => {
  test('every bundled wallet, Frame and Brave Wallet included, and WalletConnect has a logo', () => {
    const missing = BUNDLED_WALLETS.map((wallet) => wallet.name).filter(
      (name) => !(walletLogoKey(name) in LOGO_LOADERS),
    );
    expect(missing).toEqual([]);
    expect(walletLogoKey('WalletConnect') in LOGO_LOADERS).toBe(true);
    expect(WALLET_LOGOS.frame!.from).toBe('onboard');
    expect(WALLET_LOGOS.bravewallet!.from).toBe('onboard');
  });

  test("the Connect view's default rows ship their logos with it: WalletConnect and the recommended wallets, the table's SVGs", async () => {
    const keys = [
      walletLogoKey('WalletConnect'),
      ...BUNDLED_WALLETS.slice(0, RECOMMENDED_WALLET_COUNT).map((wallet) => walletLogoKey(wallet.name)),
    ];
    expect(Object.keys(CONNECT_LOGOS)).toEqual(keys);
    for (const key of keys) expect(CONNECT_LOGOS[key]).toBe((await LOGO_LOADERS[key]!()).default);
  });

  test("AllWallets' first screen of bundled wallets (420 px of 64 px rows, plus the overscan) has its logos shipped: Connect's, and the rest inline", async () => {
    const rows = Math.ceil(420 / ROW_HEIGHT) + OVERSCAN;
    const keys = BUNDLED_WALLETS.slice(0, rows).map((wallet) => walletLogoKey(wallet.name));
    const shipped: Record<string, string> = { ...CONNECT_LOGOS, ...ALL_WALLETS_LOGOS };
    for (const key of keys) expect(shipped[key]).toBe((await LOGO_LOADERS[key]!()).default);
    // Nothing twice: what Connect ships is not repeated in AllWallets' chunk.
    expect(Object.keys(ALL_WALLETS_LOGOS).filter((key) => key in CONNECT_LOGOS)).toEqual([]);
  });

  test("the social buttons ship every provider's logo, the social table's SVGs", async () => {
    expect(Object.keys(SOCIAL_LOGOS).sort()).toEqual(Object.keys(SOCIAL_LOGO_LOADERS).sort());
    for (const [key, load] of Object.entries(SOCIAL_LOGO_LOADERS))
      expect(SOCIAL_LOGOS[key]).toBe((await load()).default);
  });

  test('the build fails on a bundled wallet or an exported network without a logo', () => {
    const networks = {};
    expect(() => logoKeys({ walletNames: ['MetaMask', 'Frame'], networks })).not.toThrow();
    expect(() => logoKeys({ walletNames: ['MetaMask', 'Nowhere Wallet'], networks })).toThrow(
      'bundled wallets without a logo in scripts/logos/catalog.ts: Nowhere Wallet',
    );
    const unknownNetwork = { nowhereChain: { caipNetworkId: 'eip155:999999' } };
    expect(() => logoKeys({ walletNames: [], networks: unknownNetwork })).toThrow(/nowhereChain/);
  });

  test('every logo package is permissively licensed and credited as its package.json says', () => {
    for (const pkg of Object.values(LOGO_PACKAGES)) {
      expect(['MIT', 'CC0-1.0']).toContain(pkg.licence);
      const manifest = JSON.parse(readFileSync(join('node_modules', pkg.name, 'package.json'), 'utf8'));
      expect(manifest.license).toBe(pkg.licence);
      expect(pkg.holder.length).toBeGreaterThan(0);
    }
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
    const source = { from: 'web3icons', set: 'wallets', variant: 'branded', file: 'x' } as const;
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
      '<svg><g clip-path="url(#w3m-web3icons-branded-wallets-x-a)"><path id="w3m-web3icons-branded-wallets-x-a"/></g></svg>',
    );
  });

  test('a bare glyph is drawn on a square tile of its brand colour; a bad colour is refused', () => {
    const source = {
      from: 'onboard',
      set: 'wallets',
      variant: 'branded',
      file: 'x',
      tile: '#121C20',
    } as const;
    expect(cleanSvg('<svg viewBox="0 0 10 10"><title>x</title><path d="M0 0h10v10z"/></svg>', source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#121C20"/>' +
        '<svg x="4" y="4" width="16" height="16" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg></svg>',
    );
    expect(() => cleanSvg('<svg/>', { ...source, tile: 'red" onload="x' })).toThrow(/not a hex colour/);
  });
});
