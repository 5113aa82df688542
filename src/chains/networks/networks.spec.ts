import * as viemChains from 'viem/chains';
import * as networks from '../../networks';
import type { CaipNetwork, EvmNetwork } from '../network-types';
import { withViemChainConfig } from './viem-chain-config';

const all = Object.entries(networks).filter(([, value]) => typeof value === 'object') as [
  string,
  CaipNetwork,
][];
const evm = all.filter(([, n]) => n.chainNamespace === 'eip155') as [string, EvmNetwork][];

describe('network catalog (SPEC §3 Network)', () => {
  it('exports every network of the catalog by name', () => {
    expect(all.map(([name]) => name).sort()).toEqual(
      [
        'arbitrum',
        'arbitrumSepolia',
        'aurora',
        'avalanche',
        'base',
        'baseSepolia',
        'bitcoin',
        'bitcoinRegtest',
        'bitcoinTestnet',
        'blast',
        'bsc',
        'celo',
        'fantom',
        'gnosis',
        'holesky',
        'kaia',
        'klaytn',
        'linea',
        'localhost',
        'localhostSecond',
        'mainnet',
        'mantle',
        'optimism',
        'optimismSepolia',
        'polygon',
        'polygonAmoy',
        'scroll',
        'sepolia',
        'solana',
        'solanaDevnet',
        'solanaLocalnet',
        'solanaTestnet',
        'zksync',
        'zora',
      ].sort(),
    );
  });

  it.each(all)('%s is identified as namespace:id and has an RPC URL list', (_name, network) => {
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
    expect(Array.isArray(network.rpcUrls.default.http)).toBe(true);
    expect(network.nativeCurrency.symbol).toMatch(/^[A-Z]+$/);
  });

  it('has one entry per CAIP id, except Kaia keeping its old Klaytn name', () => {
    const ids = all.map(([, n]) => n.caipNetworkId);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual(['eip155:8217']);
    expect(networks.klaytn.name).toBe('Klaytn');
    expect(networks.kaia.name).toBe('Kaia');
  });

  it('defines Base as eip155:8453 with 18-decimal ETH', () => {
    expect(networks.base).toMatchObject({ id: 8453, caipNetworkId: 'eip155:8453', chainNamespace: 'eip155' });
    expect(networks.base.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
  });

  it('gives every EVM network an http(s) RPC URL and 18 decimals', () => {
    for (const [, network] of evm) {
      expect(network.rpcUrls.default.http[0]).toMatch(/^https?:\/\//);
      expect(network.nativeCurrency.decimals).toBe(18);
    }
  });

  it('matches viem’s data for the networks written out as plain data', () => {
    const plain = [
      'base',
      'baseSepolia',
      'optimism',
      'optimismSepolia',
      'zora',
      'blast',
      'celo',
      'zksync',
      'linea',
    ] as const;
    // The fields a host or the widget reads; addresses compared case-insensitively (checksum or not).
    const facts = (n: {
      id: number;
      name: string;
      nativeCurrency: unknown;
      rpcUrls: { default: unknown };
      blockExplorers?: { default: unknown };
      testnet?: boolean;
      sourceId?: number;
      contracts?: { multicall3?: { address: string; blockCreated?: number } };
    }) => ({
      id: n.id,
      name: n.name,
      currency: n.nativeCurrency,
      rpc: n.rpcUrls.default,
      explorer: n.blockExplorers?.default,
      testnet: n.testnet ?? false,
      sourceId: n.sourceId,
      multicall: [n.contracts?.multicall3?.address.toLowerCase(), n.contracts?.multicall3?.blockCreated],
    });
    for (const name of plain) expect([name, facts(networks[name])]).toEqual([name, facts(viemChains[name])]);
  });

  it('keeps the local dev chains on 127.0.0.1', () => {
    expect(networks.localhost).toMatchObject({ id: 31337, name: 'Localhost', caipNetworkId: 'eip155:31337' });
    expect(networks.localhost.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(networks.localhostSecond).toMatchObject({ id: 31338, caipNetworkId: 'eip155:31338' });
    expect(networks.localhostSecond.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546']);
  });

  it('identifies Solana clusters by genesis-hash prefix, with the older ids kept', () => {
    expect(
      [networks.solana, networks.solanaDevnet, networks.solanaTestnet].map((n) => [
        n.caipNetworkId,
        n.deprecatedCaipNetworkId,
        n.nativeCurrency.decimals,
        n.testnet,
      ]),
    ).toEqual([
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', 9, false],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', 9, true],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', undefined, 9, true],
    ]);
  });

  it('points the local Solana network at the dev chain on 127.0.0.1', () => {
    expect(networks.solanaLocalnet).toMatchObject({
      caipNetworkId: 'solana:7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      testnet: true,
    });
    expect(networks.solanaLocalnet.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:8899'],
      webSocket: ['ws://127.0.0.1:8900'],
    });
  });

  it('identifies Bitcoin chains by BIP122 genesis prefix with 8-decimal BTC', () => {
    expect(
      [networks.bitcoin, networks.bitcoinTestnet].map((n) => [n.caipNetworkId, n.nativeCurrency]),
    ).toEqual([
      ['bip122:000000000019d6689c085ae165831e93', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }],
      ['bip122:000000000933ea01ad0ee984209779ba', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }],
    ]);
    expect([networks.bitcoin.testnet, networks.bitcoinTestnet.testnet]).toEqual([false, true]);
  });

  it('points the regtest network at the local Esplora endpoint on 127.0.0.1:3002', () => {
    expect(networks.bitcoinRegtest).toMatchObject({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      testnet: true,
    });
    expect(networks.bitcoinRegtest.rpcUrls.default.http).toEqual(['http://127.0.0.1:3002']);
  });

  it('lets a host define its own EVM network from a viem chain', () => {
    const custom = networks.defineEvmNetwork(viemChains.zkSyncSepoliaTestnet as never, {
      name: 'My zk',
      assets: { imageUrl: 'https://img.example/zk.png' },
    });
    expect(custom).toMatchObject({
      id: 300,
      name: 'My zk',
      caipNetworkId: 'eip155:300',
      chainNamespace: 'eip155',
    });
  });
});

describe('withViemChainConfig', () => {
  it.each([
    ['base', networks.base, viemChains.base],
    ['optimism', networks.optimism, viemChains.optimism],
    ['celo', networks.celo, viemChains.celo],
    ['zksync', networks.zksync, viemChains.zksync],
  ] as const)('adds viem’s %s formatters and serializers on demand', async (_name, network, viemChain) => {
    expect((network as EvmNetwork).formatters).toBeUndefined();
    const full = await withViemChainConfig(network);
    expect(full.formatters).toBe(viemChain.formatters);
    expect(full.serializers).toBe(viemChain.serializers);
    expect(full.contracts?.multicall3).toEqual(network.contracts?.multicall3);
    expect(full.caipNetworkId).toBe(network.caipNetworkId);
  });

  it('adds Linea’s fee estimator', async () => {
    expect((await withViemChainConfig(networks.linea)).fees).toBe(viemChains.linea.fees);
  });

  it('returns a network without a chain family as it is', async () => {
    expect(await withViemChainConfig(networks.mainnet)).toBe(networks.mainnet);
  });
});
