import { localhost } from '../../chains/networks/local';
import type { EvmNetwork } from '../../chains/network-types';
import { clearCache, type TokenBalance } from '../../stores/cache';
import { $send, resetSend, setLastRetry } from '../../stores/send';
import { $snackbar, hideSnackbar } from '../../stores/snackbar';
import { BALANCE_UNAVAILABLE, fetchBalances, totalInUsd, type BalanceSources } from './fetch-balances';
import { parseWalletAssets, supportsAssetDiscovery } from './wallet-assets';

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const network: EvmNetwork = localhost;
const testnet: EvmNetwork = { ...localhost, testnet: true };

const row = (symbol: string, numeric: string, decimals = '18', address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: network.caipNetworkId,
  ...(address ? { address } : {}),
  price: 0,
  quantity: { decimals, numeric },
  iconUrl: '',
});

const validAsset = {
  address: TOKEN,
  balance: '0x0f4240',
  type: 'ERC20',
  metadata: { name: 'Wallet USD', symbol: 'wUSD', decimals: 6, price: 1, iconUrl: 'https://x.test/w.png' },
};
const DISCOVERY = { '0x7a69': { assetDiscovery: { supported: true } } };

function sources(overrides: Partial<BalanceSources> = {}): BalanceSources & { rpcCalls: number } {
  const state = {
    rpcCalls: 0,
    readRpc: async () => {
      state.rpcCalls += 1;
      return [row('ETH', '1.5'), row('TST', '10', '18', TOKEN)];
    },
    now: () => 1_000_000,
    ...overrides,
  };
  return state;
}

const request = (extra: object = {}) => ({
  network,
  address: OWNER,
  networks: [network],
  tokens: {},
  ...extra,
});

beforeEach(() => {
  clearCache('balance');
  resetSend();
  setLastRetry(undefined);
  hideSnackbar();
});

describe('wallet_getAssets answers (SPEC §5)', () => {
  test('asset discovery is read per chain from wallet_getCapabilities', () => {
    expect(supportsAssetDiscovery(DISCOVERY, 31337)).toBe(true);
    expect(supportsAssetDiscovery(DISCOVERY, 1)).toBe(false);
    expect(supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: 'yes' } } }, 31337)).toBe(false);
    expect(supportsAssetDiscovery(null, 31337)).toBe(false);
  });

  test('a valid answer becomes token balances in display units', () => {
    expect(parseWalletAssets({ '0x7a69': [validAsset] }, 31337, 'eip155:31337')).toEqual([
      {
        name: 'Wallet USD',
        symbol: 'wUSD',
        chainId: 'eip155:31337',
        address: TOKEN,
        price: 1,
        value: 1,
        quantity: { decimals: '6', numeric: '1' },
        iconUrl: 'https://x.test/w.png',
      },
    ]);
  });

  test.each([
    ['not an object of arrays', { '0x7a69': validAsset }],
    ['a wrong type', { '0x7a69': [{ ...validAsset, type: 'ERC721' }] }],
    ['a numeric balance', { '0x7a69': [{ ...validAsset, balance: 5 }] }],
    ['a balance that is not an integer', { '0x7a69': [{ ...validAsset, balance: '1.5' }] }],
    ['a string price', { '0x7a69': [{ ...validAsset, metadata: { ...validAsset.metadata, price: '1' } }] }],
    [
      'no iconUrl',
      { '0x7a69': [{ ...validAsset, metadata: { ...validAsset.metadata, iconUrl: undefined } }] },
    ],
  ])('an answer with %s is rejected', (_, answer) => {
    expect(parseWalletAssets(answer, 31337, 'eip155:31337')).toBeUndefined();
  });
});

describe('fetchBalances', () => {
  test('SPEC §5: the wallet answer is used when it offers asset discovery and answers validly', async () => {
    const methods: string[] = [];
    const source = sources({
      walletRequest: async ({ method }) => {
        methods.push(method);
        return method === 'wallet_getCapabilities' ? DISCOVERY : { '0x7a69': [validAsset] };
      },
    });
    const balances = await fetchBalances(request(), source);
    expect(methods).toEqual(['wallet_getCapabilities', 'wallet_getAssets']);
    expect(source.rpcCalls).toBe(0);
    expect(balances.map((balance) => balance.symbol)).toEqual(['wUSD']);
    expect($send.get().tokenBalances).toEqual(balances);
    expect($send.get().networkBalanceInUSD).toBe('1.00');
  });

  test('SPEC §5: a malformed answer, a wallet error or no discovery falls back to RPC', async () => {
    const answers: Array<(method: string) => unknown> = [
      (method) => (method === 'wallet_getCapabilities' ? DISCOVERY : { '0x7a69': [{ bad: true }] }),
      () => {
        throw new Error('4200 unsupported');
      },
      () => ({}),
    ];
    for (const answer of answers) {
      clearCache('balance');
      const source = sources({ walletRequest: async ({ method }) => answer(method) });
      expect((await fetchBalances(request(), source)).map((balance) => balance.symbol)).toEqual([
        'ETH',
        'TST',
      ]);
      expect(source.rpcCalls).toBe(1);
    }
  });

  test('SPEC §9: the portfolio cache answers for 30 s, then balances are read again', async () => {
    let now = 1_000_000;
    const source = sources({ now: () => now });
    await fetchBalances(request(), source);
    now += 29_999;
    await fetchBalances(request(), source);
    expect(source.rpcCalls).toBe(1);
    await fetchBalances(request({ force: true }), source);
    expect(source.rpcCalls).toBe(2);
    now += 30_000;
    await fetchBalances(request(), source);
    expect(source.rpcCalls).toBe(3);
  });

  test('SPEC §8: a failure shows Token Balance Unavailable and blocks retries for 30 s', async () => {
    let now = 1_000_000;
    let fail = true;
    const source = sources({
      now: () => now,
      readRpc: async () => {
        if (fail) throw new Error('node down');
        return [row('ETH', '2')];
      },
    });
    expect(await fetchBalances(request(), source)).toEqual([]);
    expect($snackbar.get()).toMatchObject({ message: BALANCE_UNAVAILABLE, variant: 'error' });
    fail = false;
    now += 29_999;
    expect(await fetchBalances(request(), source)).toEqual([]);
    now += 1;
    expect((await fetchBalances(request(), source)).map((balance) => balance.symbol)).toEqual(['ETH']);
  });

  test('a failure marks the balances unavailable (not merely empty) until a read succeeds', async () => {
    let fail = true;
    const source = sources({
      readRpc: async () => {
        if (fail) throw new Error('node down');
        return [];
      },
    });
    await fetchBalances(request(), source);
    expect($send.get()).toMatchObject({ tokenBalances: [], balancesUnavailable: true });
    fail = false;
    await fetchBalances(request(), { ...source, now: () => 2_000_000 });
    expect($send.get()).toMatchObject({ tokenBalances: [], balancesUnavailable: false });
  });

  test('the 30 s retry gap holds for the failed network only', async () => {
    const other: EvmNetwork = { ...localhost, id: 31338, caipNetworkId: 'eip155:31338' };
    const source = sources({
      readRpc: async (target) => {
        if (target.id === 31337) throw new Error('node down');
        return [row('ETH', '3')];
      },
    });
    await fetchBalances(request(), source);
    const balances = await fetchBalances(request({ network: other, networks: [network, other] }), source);
    expect(balances.map((balance) => balance.quantity.numeric)).toEqual(['3']);
    expect($send.get().balancesUnavailable).toBe(false);
  });

  test('an answer for an account or network no longer active is not stored in the send store', async () => {
    const source = sources();
    const balances = await fetchBalances(request({ isCurrent: () => false }), source);
    expect(balances).toHaveLength(2);
    expect($send.get().tokenBalances).toEqual([]);
  });

  test('SPEC §8/§9: a network that is not in the app list is not read', async () => {
    const source = sources();
    expect(await fetchBalances(request({ networks: [] }), source)).toEqual([]);
    expect(source.rpcCalls).toBe(0);
    expect($snackbar.get().message).toBe(BALANCE_UNAVAILABLE);
    expect($send.get().balancesUnavailable).toBe(true);
  });

  test('SPEC §5: tokens with 0 decimals are dropped', async () => {
    const source = sources({ readRpc: async () => [row('ETH', '1'), row('JUNK', '5', '0', TOKEN)] });
    expect((await fetchBalances(request(), source)).map((balance) => balance.symbol)).toEqual(['ETH']);
  });

  test('a price source fills prices and the USD total; testnets show 0.00 and are not priced', async () => {
    const priceSource = jest.fn(async (balances: readonly TokenBalance[]) =>
      balances.map((balance) => (balance.symbol === 'ETH' ? 2000 : undefined)),
    );
    const balances = await fetchBalances(request(), sources({ priceSource }));
    expect(balances[0]).toMatchObject({ price: 2000, value: 3000 });
    expect(balances[1]).toMatchObject({ price: 0 });
    expect($send.get().networkBalanceInUSD).toBe('3000.00');
    clearCache('balance');
    priceSource.mockClear();
    await fetchBalances(request({ network: testnet, networks: [testnet] }), sources({ priceSource }));
    expect(priceSource).not.toHaveBeenCalled();
    expect($send.get().networkBalanceInUSD).toBe('0.00');
    expect(totalInUsd([row('ETH', '1')], network)).toBeUndefined();
  });
});
