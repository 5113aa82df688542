import { localhost } from '../chains/networks/local';
import { parseOptions } from './options-schema';

describe('options: rankRpcUrls (SPEC §7 ranking as a host option)', () => {
  test('off by default', () => {
    expect(parseOptions({ networks: [localhost] }).rankRpcUrls).toBe(false);
    expect(parseOptions({ networks: [localhost], rankRpcUrls: true }).rankRpcUrls).toBe(true);
  });

  test('bad values are refused with a message naming the option', () => {
    expect(() => parseOptions({ networks: [localhost], rankRpcUrls: 'yes' })).toThrow(
      /Invalid option "rankRpcUrls"/,
    );
    expect(() => parseOptions({ networks: [localhost], rankRpcUrls: ['localhost'] })).toThrow(
      'Invalid option "rankRpcUrls": expected true, false or a list of CAIP network ids',
    );
    expect(() => parseOptions({ networks: [localhost], rankRpcUrls: ['eip155:5'] })).toThrow(
      'Invalid option "rankRpcUrls": eip155:5 not in networks',
    );
    expect(parseOptions({ networks: [localhost], rankRpcUrls: ['eip155:31337'] }).rankRpcUrls).toEqual([
      'eip155:31337',
    ]);
  });
});
