import type { CaipNetwork } from '../../../chains/network-types';
import { localhost, localhostSecond, mainnet, solana } from '../../../networks';
import { filterNetworks, networkRows, type NetworkRowsInput } from './network-rows';

const networks: CaipNetwork[] = [localhost, localhostSecond, mainnet, solana];

describe('filterNetworks', () => {
  test('a blank query keeps every network, in order', () => {
    expect(filterNetworks(networks, '  ').map((n) => n.name)).toEqual(networks.map((n) => n.name));
  });

  test('matches name, CAIP id or chain id, ignoring case', () => {
    expect(filterNetworks(networks, 'ETHER').map((n) => n.name)).toEqual(['Ethereum']);
    expect(filterNetworks(networks, 'solana:').map((n) => n.name)).toEqual(['Solana']);
    expect(filterNetworks(networks, '31338').map((n) => n.name)).toEqual(['Localhost 2']);
    expect(filterNetworks(networks, 'nothing like it')).toEqual([]);
  });
});

describe('networkRows', () => {
  const base: NetworkRowsInput = {
    networks,
    activeNetworkId: 'eip155:31337',
    approvedNetworkIds: [],
    switchEnabled: true,
    canSwitch: () => true,
    switchingId: undefined,
  };

  test('marks the active network and nothing else by default', () => {
    const rows = networkRows(base);
    expect(rows.map((row) => row.selected)).toEqual([true, false, false, false]);
    expect(rows.some((row) => row.disabled || row.unsupported || row.switching)).toBe(false);
  });

  test('switching off disables every row', () => {
    expect(networkRows({ ...base, switchEnabled: false }).every((row) => row.disabled)).toBe(true);
  });

  test('a network whose client cannot switch is disabled', () => {
    const rows = networkRows({ ...base, canSwitch: (network) => network.chainNamespace !== 'solana' });
    expect(rows.map((row) => row.disabled)).toEqual([false, false, false, true]);
  });

  test('while a switch runs, its row spins and the others are disabled', () => {
    const rows = networkRows({ ...base, switchingId: 'eip155:1' });
    expect(rows.map((row) => row.switching)).toEqual([false, false, true, false]);
    expect(rows.map((row) => row.disabled)).toEqual([true, true, false, true]);
  });

  test('unsupported only when the wallet named its networks and this one is missing', () => {
    const rows = networkRows({ ...base, approvedNetworkIds: ['eip155:31337', 'eip155:1'] });
    expect(rows.map((row) => row.unsupported)).toEqual([false, true, false, true]);
  });
});
