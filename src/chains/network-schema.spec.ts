import { caipNetworkSchema } from './network-schema';

const base = {
  id: 8453,
  name: 'Base',
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
};

describe('caipNetworkSchema', () => {
  test('SPEC §3: a network with the listed fields is accepted and extra fields kept', () => {
    const result = caipNetworkSchema().safeParse(base);
    expect(result.success).toBe(true);
    expect(result.data?.['blockExplorers']).toEqual(base.blockExplorers);
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
    expect(caipNetworkSchema().safeParse(solana).success).toBe(true);
  });

  test.each([
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
    const result = caipNetworkSchema().safeParse(network);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  test('SPEC §3: the schema is built once and reused', () => {
    expect(caipNetworkSchema()).toBe(caipNetworkSchema());
  });
});
