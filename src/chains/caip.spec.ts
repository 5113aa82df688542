import {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip';

describe('CAIP ids', () => {
  test('SPEC §3: a network id is namespace:chainId', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ chainNamespace: 'eip155', chainId: '8453' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').chainNamespace).toBe('bip122');
    expect(isCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true);
  });

  test.each([
    ['', 'empty'],
    ['eip155', 'no chain id'],
    ['eip155:', 'empty chain id'],
    [':1', 'empty namespace'],
    ['cosmos:cosmoshub-4', 'unknown namespace'],
    ['EIP155:1', 'namespace is case-sensitive'],
    ['eip155:1:0xabc', 'three parts'],
    ['eip155:1 ', 'whitespace'],
    ['eip155:1/2', 'bad characters'],
  ])('SPEC §3: bad network id %p (%s) is rejected', (id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(`Invalid CAIP network id "${id}"`);
    expect(isCaipNetworkId(id)).toBe(false);
  });

  test('SPEC §3: non-strings are not network ids', () => {
    expect(isCaipNetworkId(1)).toBe(false);
    expect(isCaipNetworkId(undefined)).toBe(false);
    expect(() => parseCaipNetworkId(42 as unknown as string)).toThrow('Invalid CAIP network id "42"');
  });

  test('SPEC §5: a chain address has three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(
      isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
    ).toBe(true);
  });

  test.each([
    ['eip155:1', 'two parts'],
    ['eip155:1:0xabc:extra', 'four parts'],
    ['eip155::0xabc', 'empty chain id'],
    ['eip155:1:', 'empty address'],
    [':1:0xabc', 'empty namespace'],
    ['tron:1:0xabc', 'unknown namespace'],
    ['', 'empty'],
  ])('SPEC §5: bad chain address %p (%s) is rejected', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP address "${value}"`);
    expect(isCaipAddress(value)).toBe(false);
  });

  test('SPEC §3: only eip155, solana, bip122 and polkadot are namespaces', () => {
    expect(['eip155', 'solana', 'bip122', 'polkadot'].every(isChainNamespace)).toBe(true);
    expect(isChainNamespace('cosmos')).toBe(false);
    expect(isChainNamespace(null)).toBe(false);
  });
});
