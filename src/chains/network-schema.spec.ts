import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './networks/bitcoin';
import { caipNetworkCheck } from './network-schema';

const base = {
  id: 8453,
  name: 'Base',
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
};

describe('caipNetworkCheck', () => {
  test('SPEC §3: a network with the listed fields is accepted, extra fields included', () => {
    expect(caipNetworkCheck(base, [])).toBeUndefined();
  });

  test('SPEC §3: a solana network with a string id is accepted', () => {
    const solana = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    };
    expect(caipNetworkCheck(solana, [])).toBeUndefined();
  });

  test('SPEC §3: the exported Bitcoin networks pass, each with an Esplora API URL', () => {
    for (const network of [bitcoin, bitcoinTestnet, bitcoinRegtest]) {
      expect(caipNetworkCheck(network, [])).toBeUndefined();
    }
    expect([bitcoin, bitcoinTestnet, bitcoinRegtest].map((network) => network.esploraApiUrl)).toEqual([
      'https://mempool.space/api',
      'https://mempool.space/testnet/api',
      'http://127.0.0.1:3002',
    ]);
  });

  test.each([
    ['a non-http Esplora URL', { ...bitcoin, esploraApiUrl: 'ftp://esplora.example/api' }, ['esploraApiUrl']],
    ['an Esplora URL that is not a string', { ...bitcoin, esploraApiUrl: 42 }, ['esploraApiUrl']],
    ['missing name', { ...base, name: undefined }, ['name']],
    ['bad CAIP id', { ...base, caipNetworkId: 'base' }, ['caipNetworkId']],
    ['unknown namespace', { ...base, chainNamespace: 'cosmos' }, ['chainNamespace']],
    [
      'fractional decimals',
      { ...base, nativeCurrency: { ...base.nativeCurrency, decimals: 1.5 } },
      ['nativeCurrency', 'decimals'],
    ],
    ['no rpc urls', { ...base, rpcUrls: { default: { http: [] } } }, ['rpcUrls', 'default', 'http']],
    [
      'non-http rpc url',
      { ...base, rpcUrls: { default: { http: ['javascript:alert(1)'] } } },
      ['rpcUrls', 'default', 'http', 0],
    ],
    [
      'namespace mismatch',
      { ...base, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      ['caipNetworkId'],
    ],
  ])('SPEC §3: a network with %s is rejected', (_label, network, path) => {
    expect(caipNetworkCheck(network, [])?.path).toEqual(path);
  });
});

test('SPEC §8: a network without any RPC URL asks for a valid one', () => {
  const network = { ...base, rpcUrls: { default: { http: [] } } };
  expect(caipNetworkCheck(network, [])?.message).toBe('A valid RPC URL is required');
});
